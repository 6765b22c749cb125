// case: op.lrp-dst-src/valid/vs_2_sw/ins-other_ctx (validate)
// expect: valid
// case: op.lrp-dst-src/assemble/vs_2_sw/ins-other_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-other_ctx.bin
// origin: template op {ins: other} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov oPos, v0
add r4, c7, c7
add r5, c1, c1
mov r6, r4
mad r7, c3, c3, r4
mov r8, c3
mov r9, c3
