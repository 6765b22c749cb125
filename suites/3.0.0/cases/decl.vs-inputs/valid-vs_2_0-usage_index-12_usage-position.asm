// case: decl.vs-inputs/valid/vs_2_0/usage_index-12_usage-position (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_0/usage_index-12_usage-position (assemble)
// expect: the tokens of valid-vs_2_0-usage_index-12_usage-position.bin
// origin: template in_dcl {index: 12, usage: position}
vs_2_0
dcl_position v0
dcl_position12 v1
mov r0, v1
mov oPos, v0
