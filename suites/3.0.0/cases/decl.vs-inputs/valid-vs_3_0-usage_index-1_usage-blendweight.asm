// case: decl.vs-inputs/valid/vs_3_0/usage_index-1_usage-blendweight (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_0/usage_index-1_usage-blendweight (assemble)
// expect: the tokens of valid-vs_3_0-usage_index-1_usage-blendweight.bin
// origin: template in_dcl {index: 1, usage: blendweight}
vs_3_0
dcl_position v0
dcl_position o0
dcl_blendweight1 v1
mov r0, v1
mov o0, v0
