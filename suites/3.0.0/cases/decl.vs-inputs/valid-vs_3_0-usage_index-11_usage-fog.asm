// case: decl.vs-inputs/valid/vs_3_0/usage_index-11_usage-fog (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_0/usage_index-11_usage-fog (assemble)
// expect: the tokens of valid-vs_3_0-usage_index-11_usage-fog.bin
// origin: template in_dcl {index: 11, usage: fog}
vs_3_0
dcl_position v0
dcl_position o0
dcl_fog11 v1
mov r0, v1
mov o0, v0
