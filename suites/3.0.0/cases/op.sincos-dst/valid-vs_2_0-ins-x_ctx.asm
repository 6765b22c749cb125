// case: op.sincos-dst/valid/vs_2_0/ins-x_ctx (validate)
// expect: valid
// case: op.sincos-dst/assemble/vs_2_0/ins-x_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-x_ctx.bin
// origin: template op {ins: x} + 2 random context instructions (seed 1 attempt 1)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.x, r1.x, c0, c1
mov oPos, v0
mul r4, c2, c2
mul r5, r4, c4
