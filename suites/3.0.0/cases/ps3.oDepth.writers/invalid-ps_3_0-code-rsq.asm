// case: ps3.oDepth.writers/invalid/ps_3_0/code-rsq (validate)
// expect: invalid [ps3.oDepth.writers]
// origin: template code {code: rsq, decls: dcl_texcoord0 v0 dcl_2d s0}
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
rsq oDepth, v0.x
mov oC0, c0
