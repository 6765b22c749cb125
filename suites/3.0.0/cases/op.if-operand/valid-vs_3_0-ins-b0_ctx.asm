// case: op.if-operand/valid/vs_3_0/ins-b0_ctx (validate)
// expect: valid
// case: op.if-operand/assemble/vs_3_0/ins-b0_ctx (assemble)
// expect: the tokens of valid-vs_3_0-ins-b0_ctx.bin
// origin: template op {ins: b0} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
if b0
    add r0, r1, r2
endif
mov o0, v0
mov r4, c3
add r5, c5, c5
mul r6, r4, c7
mul r7, r5, c2
