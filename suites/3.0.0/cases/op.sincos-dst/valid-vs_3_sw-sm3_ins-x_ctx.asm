// case: op.sincos-dst/valid/vs_3_sw/sm3_ins-x_ctx (validate)
// expect: valid
// case: op.sincos-dst/assemble/vs_3_sw/sm3_ins-x_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-sm3_ins-x_ctx.bin
// origin: template op {ins: x} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.x, r1.x
mov o0, v0
mad r4, c1, c1, c1
mov r5, r4
mul r6, r4, c5
add r7, r4, c3
