// case: decl.vs-inputs/valid/vs_2_0/usage_index-3_usage-color (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_0/usage_index-3_usage-color (assemble)
// expect: the tokens of valid-vs_2_0-usage_index-3_usage-color.bin
// origin: template in_dcl {index: 3, usage: color}
vs_2_0
dcl_position v0
dcl_color3 v1
mov r0, v1
mov oPos, v0
