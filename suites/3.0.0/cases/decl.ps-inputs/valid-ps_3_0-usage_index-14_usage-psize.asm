// case: decl.ps-inputs/valid/ps_3_0/usage_index-14_usage-psize (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_0/usage_index-14_usage-psize (assemble)
// expect: the tokens of valid-ps_3_0-usage_index-14_usage-psize.bin
// origin: template in_dcl {index: 14, usage: psize}
ps_3_0
dcl_psize14 v1
mov r0, v1
mov oC0, c0
