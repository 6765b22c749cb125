// case: vs3.dcl.usage-set/valid/vs_3_0/index-4_usage-sample (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_0/index-4_usage-sample (assemble)
// expect: the tokens of valid-vs_3_0-index-4_usage-sample.bin
// origin: template vs3_out_dcl {index: 4, usage: sample}
vs_3_0
dcl_position v0
dcl_position o0
dcl_sample4 o1
mov o1, v0
mov o0, v0
