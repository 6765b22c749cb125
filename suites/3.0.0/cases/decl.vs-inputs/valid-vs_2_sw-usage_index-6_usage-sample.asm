// case: decl.vs-inputs/valid/vs_2_sw/usage_index-6_usage-sample (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_sw/usage_index-6_usage-sample (assemble)
// expect: the tokens of valid-vs_2_sw-usage_index-6_usage-sample.bin
// origin: template in_dcl {index: 6, usage: sample}
vs_2_sw
dcl_position v0
dcl_sample6 v1
mov r0, v1
mov oPos, v0
