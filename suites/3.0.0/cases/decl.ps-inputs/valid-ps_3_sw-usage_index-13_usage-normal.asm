// case: decl.ps-inputs/valid/ps_3_sw/usage_index-13_usage-normal (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-13_usage-normal (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-13_usage-normal.bin
// origin: template in_dcl {index: 13, usage: normal}
ps_3_sw
dcl_normal13 v1
mov r0, v1
mov oC0, c0
