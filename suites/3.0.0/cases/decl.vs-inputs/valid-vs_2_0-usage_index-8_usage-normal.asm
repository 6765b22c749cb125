// case: decl.vs-inputs/valid/vs_2_0/usage_index-8_usage-normal (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_0/usage_index-8_usage-normal (assemble)
// expect: the tokens of valid-vs_2_0-usage_index-8_usage-normal.bin
// origin: template in_dcl {index: 8, usage: normal}
vs_2_0
dcl_position v0
dcl_normal8 v1
mov r0, v1
mov oPos, v0
