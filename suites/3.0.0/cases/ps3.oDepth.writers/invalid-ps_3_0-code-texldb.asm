// case: ps3.oDepth.writers/invalid/ps_3_0/code-texldb (validate)
// expect: invalid [ps3.oDepth.writers]
// origin: template code {code: texldb, decls: dcl_texcoord0 v0 dcl_2d s0}
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
texldb oDepth, v0, s0
mov oC0, c0
