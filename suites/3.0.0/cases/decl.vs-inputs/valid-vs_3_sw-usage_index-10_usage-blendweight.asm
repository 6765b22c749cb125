// case: decl.vs-inputs/valid/vs_3_sw/usage_index-10_usage-blendweight (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_sw/usage_index-10_usage-blendweight (assemble)
// expect: the tokens of valid-vs_3_sw-usage_index-10_usage-blendweight.bin
// origin: template in_dcl {index: 10, usage: blendweight}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_blendweight10 v1
mov r0, v1
mov o0, v0
