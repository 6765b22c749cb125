// case: src.sampler/valid/ps_3_0/sm3_ins-texld_ctx (validate)
// expect: valid
// case: src.sampler/assemble/ps_3_0/sm3_ins-texld_ctx (assemble)
// expect: the tokens of valid-ps_3_0-sm3_ins-texld_ctx.bin
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: texld} + 2 random context instructions (seed 1 attempt 0)
ps_3_0
dcl_texcoord v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texld r0, v0, s0
mov oC0, c0
mov r4, c0
mul r5, c5, r4
