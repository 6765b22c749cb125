// case: decl.vs-inputs/valid/vs_3_0/usage_index-11_usage-psize (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_0/usage_index-11_usage-psize (assemble)
// expect: the tokens of valid-vs_3_0-usage_index-11_usage-psize.bin
// origin: template in_dcl {index: 11, usage: psize}
vs_3_0
dcl_position v0
dcl_position o0
dcl_psize11 v1
mov r0, v1
mov o0, v0
