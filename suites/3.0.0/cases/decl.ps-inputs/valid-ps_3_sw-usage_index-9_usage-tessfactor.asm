// case: decl.ps-inputs/valid/ps_3_sw/usage_index-9_usage-tessfactor (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-9_usage-tessfactor (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-9_usage-tessfactor.bin
// origin: template in_dcl {index: 9, usage: tessfactor}
ps_3_sw
dcl_tessfactor9 v1
mov r0, v1
mov oC0, c0
