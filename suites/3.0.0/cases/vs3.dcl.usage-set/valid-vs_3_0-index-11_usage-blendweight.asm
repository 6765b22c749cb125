// case: vs3.dcl.usage-set/valid/vs_3_0/index-11_usage-blendweight (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_0/index-11_usage-blendweight (assemble)
// expect: the tokens of valid-vs_3_0-index-11_usage-blendweight.bin
// origin: template vs3_out_dcl {index: 11, usage: blendweight}
vs_3_0
dcl_position v0
dcl_position o0
dcl_blendweight11 o1
mov o1, v0
mov o0, v0
