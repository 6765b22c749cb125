// case: decl.vs-inputs/valid/vs_3_0/usage_index-4_usage-color (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_0/usage_index-4_usage-color (assemble)
// expect: the tokens of valid-vs_3_0-usage_index-4_usage-color.bin
// origin: template in_dcl {index: 4, usage: color}
vs_3_0
dcl_position v0
dcl_position o0
dcl_color4 v1
mov r0, v1
mov o0, v0
