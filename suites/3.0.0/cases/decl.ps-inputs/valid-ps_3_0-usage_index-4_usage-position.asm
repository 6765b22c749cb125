// case: decl.ps-inputs/valid/ps_3_0/usage_index-4_usage-position (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_0/usage_index-4_usage-position (assemble)
// expect: the tokens of valid-ps_3_0-usage_index-4_usage-position.bin
// origin: template in_dcl {index: 4, usage: position}
ps_3_0
dcl_position4 v1
mov r0, v1
mov oC0, c0
