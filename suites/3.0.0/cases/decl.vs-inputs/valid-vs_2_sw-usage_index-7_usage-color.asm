// case: decl.vs-inputs/valid/vs_2_sw/usage_index-7_usage-color (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_sw/usage_index-7_usage-color (assemble)
// expect: the tokens of valid-vs_2_sw-usage_index-7_usage-color.bin
// origin: template in_dcl {index: 7, usage: color}
vs_2_sw
dcl_position v0
dcl_color7 v1
mov r0, v1
mov oPos, v0
