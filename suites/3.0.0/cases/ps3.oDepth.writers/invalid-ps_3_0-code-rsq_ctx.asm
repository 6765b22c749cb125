// case: ps3.oDepth.writers/invalid/ps_3_0/code-rsq_ctx (validate)
// expect: invalid [ps3.oDepth.writers]
// origin: template code {code: rsq, decls: dcl_texcoord0 v0 dcl_2d s0} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
dcl_texcoord v0
dcl_2d s0
rsq oDepth, v0.x
mov oC0, c0
mul r0, c2, c2
mad r1, r0, c4, c4
add r2, r0, c4
mov r3, c5
add r4, c0, c0
