// case: vs3.dcl.usage-set/valid/vs_3_sw/index-10_usage-texcoord (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_sw/index-10_usage-texcoord (assemble)
// expect: the tokens of valid-vs_3_sw-index-10_usage-texcoord.bin
// origin: template vs3_out_dcl {index: 10, usage: texcoord}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord10 o1
mov o1, v0
mov o0, v0
