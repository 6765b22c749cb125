// case: decl.vs-inputs/valid/vs_1_1/usage_index-4_usage-color (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_1_1/usage_index-4_usage-color (assemble)
// expect: the tokens of valid-vs_1_1-usage_index-4_usage-color.bin
// origin: template in_dcl {index: 4, usage: color}
vs_1_1
dcl_position v0
dcl_color4 v1
mov r0, v1
mov oPos, v0
