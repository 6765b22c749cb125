// case: decl.vs-inputs/valid/vs_2_x/usage_index-14_usage-normal (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_x/usage_index-14_usage-normal (assemble)
// expect: the tokens of valid-vs_2_x-usage_index-14_usage-normal.bin
// origin: template in_dcl {index: 14, usage: normal}
vs_2_x
dcl_position v0
dcl_normal14 v1
mov r0, v1
mov oPos, v0
