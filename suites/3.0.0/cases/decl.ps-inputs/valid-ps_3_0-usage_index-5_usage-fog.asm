// case: decl.ps-inputs/valid/ps_3_0/usage_index-5_usage-fog (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_0/usage_index-5_usage-fog (assemble)
// expect: the tokens of valid-ps_3_0-usage_index-5_usage-fog.bin
// origin: template in_dcl {index: 5, usage: fog}
ps_3_0
dcl_fog5 v1
mov r0, v1
mov oC0, c0
