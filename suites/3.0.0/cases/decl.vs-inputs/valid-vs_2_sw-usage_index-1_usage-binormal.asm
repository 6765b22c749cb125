// case: decl.vs-inputs/valid/vs_2_sw/usage_index-1_usage-binormal (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_sw/usage_index-1_usage-binormal (assemble)
// expect: the tokens of valid-vs_2_sw-usage_index-1_usage-binormal.bin
// origin: template in_dcl {index: 1, usage: binormal}
vs_2_sw
dcl_position v0
dcl_binormal1 v1
mov r0, v1
mov oPos, v0
