// case: ps3.oDepth.writers/invalid/ps_3_sw/code-nrm (validate)
// expect: invalid [ps3.oDepth.writers]
// origin: template code {code: nrm, decls: dcl_texcoord0 v0 dcl_2d s0}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s0
nrm oDepth, v0
mov oC0, c0
