// case: decl.vs-inputs/valid/vs_1_1/usage_index-1_usage-position (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_1_1/usage_index-1_usage-position (assemble)
// expect: the tokens of valid-vs_1_1-usage_index-1_usage-position.bin
// origin: template in_dcl {index: 1, usage: position}
vs_1_1
dcl_position v0
dcl_position1 v1
mov r0, v1
mov oPos, v0
