// case: vs3.dcl.usage-set/valid/vs_3_0/index-12_usage-texcoord (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_0/index-12_usage-texcoord (assemble)
// expect: the tokens of valid-vs_3_0-index-12_usage-texcoord.bin
// origin: template vs3_out_dcl {index: 12, usage: texcoord}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord12 o1
mov o1, v0
mov o0, v0
