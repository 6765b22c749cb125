// case: decl.vs-inputs/valid/vs_3_sw/usage_index-11_usage-blendindices (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_sw/usage_index-11_usage-blendindices (assemble)
// expect: the tokens of valid-vs_3_sw-usage_index-11_usage-blendindices.bin
// origin: template in_dcl {index: 11, usage: blendindices}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_blendindices11 v1
mov r0, v1
mov o0, v0
