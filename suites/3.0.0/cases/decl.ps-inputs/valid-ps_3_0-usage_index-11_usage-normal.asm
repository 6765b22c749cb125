// case: decl.ps-inputs/valid/ps_3_0/usage_index-11_usage-normal (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_0/usage_index-11_usage-normal (assemble)
// expect: the tokens of valid-ps_3_0-usage_index-11_usage-normal.bin
// origin: template in_dcl {index: 11, usage: normal}
ps_3_0
dcl_normal11 v1
mov r0, v1
mov oC0, c0
