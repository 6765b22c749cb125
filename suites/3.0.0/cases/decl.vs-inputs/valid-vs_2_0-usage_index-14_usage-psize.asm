// case: decl.vs-inputs/valid/vs_2_0/usage_index-14_usage-psize (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_0/usage_index-14_usage-psize (assemble)
// expect: the tokens of valid-vs_2_0-usage_index-14_usage-psize.bin
// origin: template in_dcl {index: 14, usage: psize}
vs_2_0
dcl_position v0
dcl_psize14 v1
mov r0, v1
mov oPos, v0
