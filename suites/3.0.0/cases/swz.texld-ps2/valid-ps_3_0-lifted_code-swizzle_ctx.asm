// case: swz.texld-ps2/valid/ps_3_0/lifted_code-swizzle_ctx (validate)
// expect: valid
// case: swz.texld-ps2/assemble/ps_3_0/lifted_code-swizzle_ctx (assemble)
// expect: the tokens of valid-ps_3_0-lifted_code-swizzle_ctx.bin
// origin: template code {code: swizzle, decls: dcl_texcoord0 v0 dcl_2d s0} + 6 random context instructions (seed 1 attempt 1)
ps_3_0
dcl_texcoord v0
dcl_2d s0
texld r0, v0.yxzw, s0
mov oC0, c0
mul r1, c5, c5
mul r2, c5, c5
mad r3, c5, r2, r2
add r4, c5, r3
mul r5, r1, r3
mad r6, c6, r3, c6
