// case: vs3.dcl.usage-set/valid/vs_3_sw/index-15_usage-blendindices (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_sw/index-15_usage-blendindices (assemble)
// expect: the tokens of valid-vs_3_sw-index-15_usage-blendindices.bin
// origin: template vs3_out_dcl {index: 15, usage: blendindices}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_blendindices15 o1
mov o1, v0
mov o0, v0
