// case: decl.vs-inputs/valid/vs_2_0/usage_index-12_usage-blendweight (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_0/usage_index-12_usage-blendweight (assemble)
// expect: the tokens of valid-vs_2_0-usage_index-12_usage-blendweight.bin
// origin: template in_dcl {index: 12, usage: blendweight}
vs_2_0
dcl_position v0
dcl_blendweight12 v1
mov r0, v1
mov oPos, v0
