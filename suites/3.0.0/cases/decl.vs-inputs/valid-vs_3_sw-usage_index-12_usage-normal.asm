// case: decl.vs-inputs/valid/vs_3_sw/usage_index-12_usage-normal (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_sw/usage_index-12_usage-normal (assemble)
// expect: the tokens of valid-vs_3_sw-usage_index-12_usage-normal.bin
// origin: template in_dcl {index: 12, usage: normal}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_normal12 v1
mov r0, v1
mov o0, v0
