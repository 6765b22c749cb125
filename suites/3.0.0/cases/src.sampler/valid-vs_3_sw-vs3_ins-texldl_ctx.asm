// case: src.sampler/valid/vs_3_sw/vs3_ins-texldl_ctx (validate)
// expect: valid
// case: src.sampler/assemble/vs_3_sw/vs3_ins-texldl_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-vs3_ins-texldl_ctx.bin
// origin: template op {decls: dcl_texcoord0 v1 dcl_2d s0, ins: texldl} + 1 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord v1
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldl r0, v1, s0
mov o0, v0
add r4, c7, c7
