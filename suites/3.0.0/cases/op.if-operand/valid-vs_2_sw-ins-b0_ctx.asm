// case: op.if-operand/valid/vs_2_sw/ins-b0_ctx (validate)
// expect: valid
// case: op.if-operand/assemble/vs_2_sw/ins-b0_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-b0_ctx.bin
// origin: template op {ins: b0} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if b0
    add r0, r1, r2
endif
mov oPos, v0
mul r4, c0, c0
mad r5, c0, c0, c0
mad r6, r4, c3, r5
mad r7, c3, c3, c3
mad r8, r5, c1, c1
mad r9, c7, c7, r7
