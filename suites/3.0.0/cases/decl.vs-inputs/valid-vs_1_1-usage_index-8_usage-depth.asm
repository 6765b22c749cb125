// case: decl.vs-inputs/valid/vs_1_1/usage_index-8_usage-depth (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_1_1/usage_index-8_usage-depth (assemble)
// expect: the tokens of valid-vs_1_1-usage_index-8_usage-depth.bin
// origin: template in_dcl {index: 8, usage: depth}
vs_1_1
dcl_position v0
dcl_depth8 v1
mov r0, v1
mov oPos, v0
