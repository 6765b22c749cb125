// case: op.lrp-dst-src/valid/vs_3_0/ins-other_ctx (validate)
// expect: valid
// case: op.lrp-dst-src/assemble/vs_3_0/ins-other_ctx (assemble)
// expect: the tokens of valid-vs_3_0-ins-other_ctx.bin
// origin: template op {ins: other} + 1 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov o0, v0
mul r4, c6, c6
