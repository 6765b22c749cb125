// case: ps3.oDepth.writers/valid/ps_3_0/code-mov (validate)
// expect: valid
// case: ps3.oDepth.writers/assemble/ps_3_0/code-mov (assemble)
// expect: the tokens of valid-ps_3_0-code-mov.bin
// origin: template code {code: mov, decls: dcl_texcoord0 v0 dcl_2d s0}
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
mov oDepth, v0.x
mov oC0, c0
