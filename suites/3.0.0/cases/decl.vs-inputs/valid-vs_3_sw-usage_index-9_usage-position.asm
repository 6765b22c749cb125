// case: decl.vs-inputs/valid/vs_3_sw/usage_index-9_usage-position (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_sw/usage_index-9_usage-position (assemble)
// expect: the tokens of valid-vs_3_sw-usage_index-9_usage-position.bin
// origin: template in_dcl {index: 9, usage: position}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_position9 v1
mov r0, v1
mov o0, v0
