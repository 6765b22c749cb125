// case: decl.vs-inputs/valid/vs_3_0/usage_index-13_usage-position (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_0/usage_index-13_usage-position (assemble)
// expect: the tokens of valid-vs_3_0-usage_index-13_usage-position.bin
// origin: template in_dcl {index: 13, usage: position}
vs_3_0
dcl_position v0
dcl_position o0
dcl_position13 v1
mov r0, v1
mov o0, v0
