// case: decl.vs-inputs/valid/vs_2_x/usage_index-9_usage-sample (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_x/usage_index-9_usage-sample (assemble)
// expect: the tokens of valid-vs_2_x-usage_index-9_usage-sample.bin
// origin: template in_dcl {index: 9, usage: sample}
vs_2_x
dcl_position v0
dcl_sample9 v1
mov r0, v1
mov oPos, v0
