// case: decl.ps-inputs/valid/ps_3_sw/usage_index-5_usage-tessfactor (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-5_usage-tessfactor (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-5_usage-tessfactor.bin
// origin: template in_dcl {index: 5, usage: tessfactor}
ps_3_sw
dcl_tessfactor5 v1
mov r0, v1
mov oC0, c0
