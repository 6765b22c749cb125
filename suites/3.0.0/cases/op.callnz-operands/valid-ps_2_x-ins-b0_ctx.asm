// case: op.callnz-operands/valid/ps_2_x/ins-b0_ctx (validate)
// expect: valid
// case: op.callnz-operands/assemble/ps_2_x/ins-b0_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-b0_ctx.bin
// origin: template op {after: ret label l1 ret, ins: b0} + 1 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, b0
mov oC0, c0
mul r0, c6, c6
ret
label l1
ret
