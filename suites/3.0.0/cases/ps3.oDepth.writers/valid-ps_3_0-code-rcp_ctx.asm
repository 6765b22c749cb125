// case: ps3.oDepth.writers/valid/ps_3_0/code-rcp_ctx (validate)
// expect: valid
// case: ps3.oDepth.writers/assemble/ps_3_0/code-rcp_ctx (assemble)
// expect: the tokens of valid-ps_3_0-code-rcp_ctx.bin
// origin: template code {code: rcp, decls: dcl_texcoord0 v0 dcl_2d s0} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
dcl_texcoord v0
dcl_2d s0
rcp oDepth, v0.x
mov oC0, c0
mov r0, c6
mul r1, c0, r0
mov r2, c1
mad r3, r0, r0, r2
