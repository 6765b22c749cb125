// case: decl.vs-inputs/valid/vs_2_sw/usage_index-15_usage-position (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_sw/usage_index-15_usage-position (assemble)
// expect: the tokens of valid-vs_2_sw-usage_index-15_usage-position.bin
// origin: template in_dcl {index: 15, usage: position}
vs_2_sw
dcl_position v0
dcl_position15 v1
mov r0, v1
mov oPos, v0
