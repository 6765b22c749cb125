// case: op.callnz-operands/valid/vs_2_x/ins-b0_ctx (validate)
// expect: valid
// case: op.callnz-operands/assemble/vs_2_x/ins-b0_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-b0_ctx.bin
// origin: template op {after: ret label l1 ret, ins: b0} + 2 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, b0
mov oPos, v0
mul r0, c3, c3
mul r4, c4, r0
ret
label l1
ret
