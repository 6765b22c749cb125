// case: ps3.oDepth.writers/valid/ps_3_0/code-add (validate)
// expect: valid
// case: ps3.oDepth.writers/assemble/ps_3_0/code-add (assemble)
// expect: the tokens of valid-ps_3_0-code-add.bin
// origin: template code {code: add, decls: dcl_texcoord0 v0 dcl_2d s0}
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
add oDepth, v0, v0
mov oC0, c0
