// case: decl.vs-inputs/valid/vs_1_1/usage_index-1_usage-sample (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_1_1/usage_index-1_usage-sample (assemble)
// expect: the tokens of valid-vs_1_1-usage_index-1_usage-sample.bin
// origin: template in_dcl {index: 1, usage: sample}
vs_1_1
dcl_position v0
dcl_sample1 v1
mov r0, v1
mov oPos, v0
