// case: ps3.oDepth.writers/valid/ps_3_sw/code-frc (validate)
// expect: valid
// case: ps3.oDepth.writers/assemble/ps_3_sw/code-frc (assemble)
// expect: the tokens of valid-ps_3_sw-code-frc.bin
// origin: template code {code: frc, decls: dcl_texcoord0 v0 dcl_2d s0}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s0
frc oDepth, v0
mov oC0, c0
