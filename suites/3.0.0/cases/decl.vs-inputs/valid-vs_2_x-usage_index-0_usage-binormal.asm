// case: decl.vs-inputs/valid/vs_2_x/usage_index-0_usage-binormal (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_x/usage_index-0_usage-binormal (assemble)
// expect: the tokens of valid-vs_2_x-usage_index-0_usage-binormal.bin
// origin: template in_dcl {index: 0, usage: binormal}
vs_2_x
dcl_position v0
dcl_binormal0 v1
mov r0, v1
mov oPos, v0
