// case: decl.vs-inputs/valid/vs_2_0/usage_index-4_usage-depth (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_0/usage_index-4_usage-depth (assemble)
// expect: the tokens of valid-vs_2_0-usage_index-4_usage-depth.bin
// origin: template in_dcl {index: 4, usage: depth}
vs_2_0
dcl_position v0
dcl_depth4 v1
mov r0, v1
mov oPos, v0
