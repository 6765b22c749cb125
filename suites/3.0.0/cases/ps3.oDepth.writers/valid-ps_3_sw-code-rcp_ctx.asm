// case: ps3.oDepth.writers/valid/ps_3_sw/code-rcp_ctx (validate)
// expect: valid
// case: ps3.oDepth.writers/assemble/ps_3_sw/code-rcp_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-code-rcp_ctx.bin
// origin: template code {code: rcp, decls: dcl_texcoord0 v0 dcl_2d s0} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord v0
dcl_2d s0
rcp oDepth, v0.x
mov oC0, c0
mov r0, c6
mov r1, r0
add r2, r1, r0
mov r3, r1
add r4, r3, c5
