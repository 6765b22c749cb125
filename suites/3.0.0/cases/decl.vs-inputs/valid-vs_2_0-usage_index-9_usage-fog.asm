// case: decl.vs-inputs/valid/vs_2_0/usage_index-9_usage-fog (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_0/usage_index-9_usage-fog (assemble)
// expect: the tokens of valid-vs_2_0-usage_index-9_usage-fog.bin
// origin: template in_dcl {index: 9, usage: fog}
vs_2_0
dcl_position v0
dcl_fog9 v1
mov r0, v1
mov oPos, v0
