// case: decl.vs-inputs/valid/vs_2_x/usage_index-15_usage-normal (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_x/usage_index-15_usage-normal (assemble)
// expect: the tokens of valid-vs_2_x-usage_index-15_usage-normal.bin
// origin: template in_dcl {index: 15, usage: normal}
vs_2_x
dcl_position v0
dcl_normal15 v1
mov r0, v1
mov oPos, v0
