// case: decl.vs-inputs/valid/vs_3_0/usage_index-10_usage-normal (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_0/usage_index-10_usage-normal (assemble)
// expect: the tokens of valid-vs_3_0-usage_index-10_usage-normal.bin
// origin: template in_dcl {index: 10, usage: normal}
vs_3_0
dcl_position v0
dcl_position o0
dcl_normal10 v1
mov r0, v1
mov o0, v0
