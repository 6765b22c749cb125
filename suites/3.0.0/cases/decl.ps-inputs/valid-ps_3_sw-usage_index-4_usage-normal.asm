// case: decl.ps-inputs/valid/ps_3_sw/usage_index-4_usage-normal (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-4_usage-normal (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-4_usage-normal.bin
// origin: template in_dcl {index: 4, usage: normal}
ps_3_sw
dcl_normal4 v1
mov r0, v1
mov oC0, c0
