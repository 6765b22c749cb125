// case: ps3.oDepth.writers/invalid/ps_3_sw/code-rsq_ctx (validate)
// expect: invalid [ps3.oDepth.writers]
// origin: template code {code: rsq, decls: dcl_texcoord0 v0 dcl_2d s0} + 5 random context instructions (seed 1 attempt 1)
ps_3_sw
dcl_texcoord v0
dcl_2d s0
rsq oDepth, v0.x
mov oC0, c0
mov r0, c6
add r1, r0, r0
mul r2, c0, r0
add r3, c0, c0
mad r4, c1, r0, r0
