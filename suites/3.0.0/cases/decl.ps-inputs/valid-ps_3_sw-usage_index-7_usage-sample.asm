// case: decl.ps-inputs/valid/ps_3_sw/usage_index-7_usage-sample (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-7_usage-sample (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-7_usage-sample.bin
// origin: template in_dcl {index: 7, usage: sample}
ps_3_sw
dcl_sample7 v1
mov r0, v1
mov oC0, c0
