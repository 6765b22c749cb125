// case: swz.texld-ps2/valid/ps_3_sw/lifted_code-swizzle_ctx (validate)
// expect: valid
// case: swz.texld-ps2/assemble/ps_3_sw/lifted_code-swizzle_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-lifted_code-swizzle_ctx.bin
// origin: template code {code: swizzle, decls: dcl_texcoord0 v0 dcl_2d s0} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord v0
dcl_2d s0
texld r0, v0.yxzw, s0
mov oC0, c0
add r1, c7, c7
add r2, r1, c1
mad r3, c5, r2, c5
mad r4, r1, c5, c5
mov r5, c5
