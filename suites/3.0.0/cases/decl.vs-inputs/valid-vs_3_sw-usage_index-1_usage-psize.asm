// case: decl.vs-inputs/valid/vs_3_sw/usage_index-1_usage-psize (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_sw/usage_index-1_usage-psize (assemble)
// expect: the tokens of valid-vs_3_sw-usage_index-1_usage-psize.bin
// origin: template in_dcl {index: 1, usage: psize}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_psize1 v1
mov r0, v1
mov o0, v0
