// case: decl.vs-inputs/valid/vs_2_sw/usage_index-0_usage-color (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_sw/usage_index-0_usage-color (assemble)
// expect: the tokens of valid-vs_2_sw-usage_index-0_usage-color.bin
// origin: template in_dcl {index: 0, usage: color}
vs_2_sw
dcl_position v0
dcl_color0 v1
mov r0, v1
mov oPos, v0
