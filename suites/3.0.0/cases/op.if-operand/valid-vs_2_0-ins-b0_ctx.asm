// case: op.if-operand/valid/vs_2_0/ins-b0_ctx (validate)
// expect: valid
// case: op.if-operand/assemble/vs_2_0/ins-b0_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-b0_ctx.bin
// origin: template op {ins: b0} + 2 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if b0
    add r0, r1, r2
endif
mov oPos, v0
mov r4, c0
add r5, c0, r4
