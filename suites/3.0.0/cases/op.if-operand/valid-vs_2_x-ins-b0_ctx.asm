// case: op.if-operand/valid/vs_2_x/ins-b0_ctx (validate)
// expect: valid
// case: op.if-operand/assemble/vs_2_x/ins-b0_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-b0_ctx.bin
// origin: template op {ins: b0} + 4 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if b0
    add r0, r1, r2
endif
mov oPos, v0
add r4, c0, c0
add r5, c3, c3
mad r6, c4, r5, c4
add r7, c7, c7
