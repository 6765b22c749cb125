// case: decl.vs-inputs/valid/vs_3_0/usage_index-9_usage-sample (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_0/usage_index-9_usage-sample (assemble)
// expect: the tokens of valid-vs_3_0-usage_index-9_usage-sample.bin
// origin: template in_dcl {index: 9, usage: sample}
vs_3_0
dcl_position v0
dcl_position o0
dcl_sample9 v1
mov r0, v1
mov o0, v0
