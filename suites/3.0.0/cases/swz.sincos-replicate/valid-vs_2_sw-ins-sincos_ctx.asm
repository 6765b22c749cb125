// case: swz.sincos-replicate/valid/vs_2_sw/ins-sincos_ctx (validate)
// expect: valid
// case: swz.sincos-replicate/assemble/vs_2_sw/ins-sincos_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-sincos_ctx.bin
// origin: template op {ins: sincos} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.z, c0, c1
mov oPos, v0
mul r4, c7, c7
mul r5, r4, r4
mov r6, c5
mov r7, c5
add r8, r5, r5
