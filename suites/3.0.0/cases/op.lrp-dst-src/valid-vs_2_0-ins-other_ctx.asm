// case: op.lrp-dst-src/valid/vs_2_0/ins-other_ctx (validate)
// expect: valid
// case: op.lrp-dst-src/assemble/vs_2_0/ins-other_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-other_ctx.bin
// origin: template op {ins: other} + 5 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov oPos, v0
mov r4, c1
add r5, r4, r4
mul r6, c6, c6
add r7, c1, c1
mov r8, c7
