// case: decl.vs-inputs/valid/vs_3_0/usage_index-1_usage-binormal (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_0/usage_index-1_usage-binormal (assemble)
// expect: the tokens of valid-vs_3_0-usage_index-1_usage-binormal.bin
// origin: template in_dcl {index: 1, usage: binormal}
vs_3_0
dcl_position v0
dcl_position o0
dcl_binormal1 v1
mov r0, v1
mov o0, v0
