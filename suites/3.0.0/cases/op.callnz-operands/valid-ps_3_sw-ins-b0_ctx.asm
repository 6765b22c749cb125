// case: op.callnz-operands/valid/ps_3_sw/ins-b0_ctx (validate)
// expect: valid
// case: op.callnz-operands/assemble/ps_3_sw/ins-b0_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-b0_ctx.bin
// origin: template op {after: ret label l1 ret, ins: b0} + 2 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, b0
mov oC0, c0
add r0, c7, c7
mad r4, c6, r0, r0
ret
label l1
ret
