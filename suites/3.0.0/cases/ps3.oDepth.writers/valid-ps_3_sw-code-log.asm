// case: ps3.oDepth.writers/valid/ps_3_sw/code-log (validate)
// expect: valid
// case: ps3.oDepth.writers/assemble/ps_3_sw/code-log (assemble)
// expect: the tokens of valid-ps_3_sw-code-log.bin
// origin: template code {code: log, decls: dcl_texcoord0 v0 dcl_2d s0}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s0
log oDepth, v0.x
mov oC0, c0
