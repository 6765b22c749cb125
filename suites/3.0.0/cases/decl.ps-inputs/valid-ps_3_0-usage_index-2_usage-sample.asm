// case: decl.ps-inputs/valid/ps_3_0/usage_index-2_usage-sample (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_0/usage_index-2_usage-sample (assemble)
// expect: the tokens of valid-ps_3_0-usage_index-2_usage-sample.bin
// origin: template in_dcl {index: 2, usage: sample}
ps_3_0
dcl_sample2 v1
mov r0, v1
mov oC0, c0
