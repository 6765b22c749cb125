// case: op.callnz-operands/valid/vs_3_0/ins-b0_ctx (validate)
// expect: valid
// case: op.callnz-operands/assemble/vs_3_0/ins-b0_ctx (assemble)
// expect: the tokens of valid-vs_3_0-ins-b0_ctx.bin
// origin: template op {after: ret label l1 ret, ins: b0} + 5 random context instructions (seed 1 attempt 1)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, b0
mov o0, v0
mul r0, c5, c5
mov r4, c4
mad r5, c0, r0, c0
add r6, r0, c7
mad r7, r6, r4, c3
ret
label l1
ret
