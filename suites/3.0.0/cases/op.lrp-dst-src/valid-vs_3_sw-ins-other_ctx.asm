// case: op.lrp-dst-src/valid/vs_3_sw/ins-other_ctx (validate)
// expect: valid
// case: op.lrp-dst-src/assemble/vs_3_sw/ins-other_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-ins-other_ctx.bin
// origin: template op {ins: other} + 5 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov o0, v0
mul r4, c4, c4
mad r5, r4, r4, r4
mov r6, c2
mad r7, r6, r5, c1
mov r8, r6
