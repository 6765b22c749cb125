// case: op.callnz-operands/valid/vs_3_sw/ins-b0_ctx (validate)
// expect: valid
// case: op.callnz-operands/assemble/vs_3_sw/ins-b0_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-ins-b0_ctx.bin
// origin: template op {after: ret label l1 ret, ins: b0} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, b0
mov o0, v0
mul r0, c5, c5
mul r4, r0, r0
ret
label l1
ret
