// case: ps3.oDepth.writers/invalid/ps_3_sw/code-m3x4 (validate)
// expect: invalid [ps3.oDepth.writers]
// origin: template code {code: m3x4, decls: dcl_texcoord0 v0 dcl_2d s0}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s0
m3x4 oDepth, v0, c0
mov oC0, c0
