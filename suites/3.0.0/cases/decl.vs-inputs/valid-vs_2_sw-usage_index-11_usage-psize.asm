// case: decl.vs-inputs/valid/vs_2_sw/usage_index-11_usage-psize (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_sw/usage_index-11_usage-psize (assemble)
// expect: the tokens of valid-vs_2_sw-usage_index-11_usage-psize.bin
// origin: template in_dcl {index: 11, usage: psize}
vs_2_sw
dcl_position v0
dcl_psize11 v1
mov r0, v1
mov oPos, v0
