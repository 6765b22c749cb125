// case: decl.vs-inputs/valid/vs_3_sw/usage_index-6_usage-color (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_sw/usage_index-6_usage-color (assemble)
// expect: the tokens of valid-vs_3_sw-usage_index-6_usage-color.bin
// origin: template in_dcl {index: 6, usage: color}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_color6 v1
mov r0, v1
mov o0, v0
