// case: decl.vs-inputs/valid/vs_3_sw/usage_index-2_usage-fog (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_sw/usage_index-2_usage-fog (assemble)
// expect: the tokens of valid-vs_3_sw-usage_index-2_usage-fog.bin
// origin: template in_dcl {index: 2, usage: fog}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_fog2 v1
mov r0, v1
mov o0, v0
