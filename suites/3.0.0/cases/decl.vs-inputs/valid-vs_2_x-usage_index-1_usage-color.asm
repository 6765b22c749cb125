// case: decl.vs-inputs/valid/vs_2_x/usage_index-1_usage-color (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_x/usage_index-1_usage-color (assemble)
// expect: the tokens of valid-vs_2_x-usage_index-1_usage-color.bin
// origin: template in_dcl {index: 1, usage: color}
vs_2_x
dcl_position v0
dcl_color1 v1
mov r0, v1
mov oPos, v0
