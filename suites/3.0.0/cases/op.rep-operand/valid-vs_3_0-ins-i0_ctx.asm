// case: op.rep-operand/valid/vs_3_0/ins-i0_ctx (validate)
// expect: valid
// case: op.rep-operand/assemble/vs_3_0/ins-i0_ctx (assemble)
// expect: the tokens of valid-vs_3_0-ins-i0_ctx.bin
// origin: template op {ins: i0} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    add r0, r1, r2
endrep
mov o0, v0
mov r4, c0
mad r5, r4, r4, c6
add r6, c2, r4
add r7, c3, r4
mad r8, r5, r5, c0
mov r9, c1
