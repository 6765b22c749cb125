// case: decl.vs-inputs/valid/vs_1_1/usage_index-8_usage-blendweight (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_1_1/usage_index-8_usage-blendweight (assemble)
// expect: the tokens of valid-vs_1_1-usage_index-8_usage-blendweight.bin
// origin: template in_dcl {index: 8, usage: blendweight}
vs_1_1
dcl_position v0
dcl_blendweight8 v1
mov r0, v1
mov oPos, v0
