// case: decl.vs-inputs/valid/vs_2_0/usage_index-11_usage-binormal (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_0/usage_index-11_usage-binormal (assemble)
// expect: the tokens of valid-vs_2_0-usage_index-11_usage-binormal.bin
// origin: template in_dcl {index: 11, usage: binormal}
vs_2_0
dcl_position v0
dcl_binormal11 v1
mov r0, v1
mov oPos, v0
