// case: decl.vs-inputs/valid/vs_1_1/usage_index-10_usage-binormal (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_1_1/usage_index-10_usage-binormal (assemble)
// expect: the tokens of valid-vs_1_1-usage_index-10_usage-binormal.bin
// origin: template in_dcl {index: 10, usage: binormal}
vs_1_1
dcl_position v0
dcl_binormal10 v1
mov r0, v1
mov oPos, v0
