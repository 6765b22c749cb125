// case: decl.vs-inputs/valid/vs_2_x/usage_index-10_usage-position (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_x/usage_index-10_usage-position (assemble)
// expect: the tokens of valid-vs_2_x-usage_index-10_usage-position.bin
// origin: template in_dcl {index: 10, usage: position}
vs_2_x
dcl_position v0
dcl_position10 v1
mov r0, v1
mov oPos, v0
