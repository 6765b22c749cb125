// case: decl.vs-inputs/valid/vs_2_x/usage_index-7_usage-sample (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_x/usage_index-7_usage-sample (assemble)
// expect: the tokens of valid-vs_2_x-usage_index-7_usage-sample.bin
// origin: template in_dcl {index: 7, usage: sample}
vs_2_x
dcl_position v0
dcl_sample7 v1
mov r0, v1
mov oPos, v0
