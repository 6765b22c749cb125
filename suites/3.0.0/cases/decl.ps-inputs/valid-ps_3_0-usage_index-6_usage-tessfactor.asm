// case: decl.ps-inputs/valid/ps_3_0/usage_index-6_usage-tessfactor (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_0/usage_index-6_usage-tessfactor (assemble)
// expect: the tokens of valid-ps_3_0-usage_index-6_usage-tessfactor.bin
// origin: template in_dcl {index: 6, usage: tessfactor}
ps_3_0
dcl_tessfactor6 v1
mov r0, v1
mov oC0, c0
