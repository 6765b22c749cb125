// case: op.lrp-dst-src/valid/vs_2_x/ins-other_ctx (validate)
// expect: valid
// case: op.lrp-dst-src/assemble/vs_2_x/ins-other_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-other_ctx.bin
// origin: template op {ins: other} + 5 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov oPos, v0
mul r4, c5, c5
add r5, c0, c0
mul r6, c2, c2
mad r7, r6, c3, c3
mad r8, c7, c7, r4
