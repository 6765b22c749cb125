// case: swz.sincos-replicate/valid/ps_2_x/ins-sincos_ctx (validate)
// expect: valid
// case: swz.sincos-replicate/assemble/ps_2_x/ins-sincos_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-sincos_ctx.bin
// origin: template op {ins: sincos} + 2 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.z, c0, c1
mov oC0, c0
mul r4, c4, c4
add r5, r4, c6
