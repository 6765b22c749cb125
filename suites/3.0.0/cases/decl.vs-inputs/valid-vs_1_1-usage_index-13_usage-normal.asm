// case: decl.vs-inputs/valid/vs_1_1/usage_index-13_usage-normal (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_1_1/usage_index-13_usage-normal (assemble)
// expect: the tokens of valid-vs_1_1-usage_index-13_usage-normal.bin
// origin: template in_dcl {index: 13, usage: normal}
vs_1_1
dcl_position v0
dcl_normal13 v1
mov r0, v1
mov oPos, v0
