// case: decl.vs-inputs/valid/vs_2_x/usage_index-3_usage-fog (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_x/usage_index-3_usage-fog (assemble)
// expect: the tokens of valid-vs_2_x-usage_index-3_usage-fog.bin
// origin: template in_dcl {index: 3, usage: fog}
vs_2_x
dcl_position v0
dcl_fog3 v1
mov r0, v1
mov oPos, v0
