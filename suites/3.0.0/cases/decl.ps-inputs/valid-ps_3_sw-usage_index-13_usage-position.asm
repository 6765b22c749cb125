// case: decl.ps-inputs/valid/ps_3_sw/usage_index-13_usage-position (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-13_usage-position (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-13_usage-position.bin
// origin: template in_dcl {index: 13, usage: position}
ps_3_sw
dcl_position13 v1
mov r0, v1
mov oC0, c0
