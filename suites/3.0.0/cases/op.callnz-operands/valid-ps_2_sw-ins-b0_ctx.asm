// case: op.callnz-operands/valid/ps_2_sw/ins-b0_ctx (validate)
// expect: valid
// case: op.callnz-operands/assemble/ps_2_sw/ins-b0_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-ins-b0_ctx.bin
// origin: template op {after: ret label l1 ret, ins: b0} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, b0
mov oC0, c0
add r0, c6, c6
mul r4, c1, r0
mul r5, c5, r4
add r6, r0, r5
ret
label l1
ret
