// case: decl.vs-inputs/valid/vs_2_sw/usage_index-4_usage-blendweight (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_sw/usage_index-4_usage-blendweight (assemble)
// expect: the tokens of valid-vs_2_sw-usage_index-4_usage-blendweight.bin
// origin: template in_dcl {index: 4, usage: blendweight}
vs_2_sw
dcl_position v0
dcl_blendweight4 v1
mov r0, v1
mov oPos, v0
