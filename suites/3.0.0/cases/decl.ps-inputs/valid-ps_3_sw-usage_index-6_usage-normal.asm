// case: decl.ps-inputs/valid/ps_3_sw/usage_index-6_usage-normal (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-6_usage-normal (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-6_usage-normal.bin
// origin: template in_dcl {index: 6, usage: normal}
ps_3_sw
dcl_normal6 v1
mov r0, v1
mov oC0, c0
