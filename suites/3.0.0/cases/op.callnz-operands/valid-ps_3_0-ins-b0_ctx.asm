// case: op.callnz-operands/valid/ps_3_0/ins-b0_ctx (validate)
// expect: valid
// case: op.callnz-operands/assemble/ps_3_0/ins-b0_ctx (assemble)
// expect: the tokens of valid-ps_3_0-ins-b0_ctx.bin
// origin: template op {after: ret label l1 ret, ins: b0} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, b0
mov oC0, c0
mul r0, c6, c6
add r4, c3, r0
add r5, c1, r0
add r6, c5, c5
add r7, c2, r5
ret
label l1
ret
