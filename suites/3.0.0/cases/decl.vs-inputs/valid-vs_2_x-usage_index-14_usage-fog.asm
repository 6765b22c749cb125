// case: decl.vs-inputs/valid/vs_2_x/usage_index-14_usage-fog (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_x/usage_index-14_usage-fog (assemble)
// expect: the tokens of valid-vs_2_x-usage_index-14_usage-fog.bin
// origin: template in_dcl {index: 14, usage: fog}
vs_2_x
dcl_position v0
dcl_fog14 v1
mov r0, v1
mov oPos, v0
