// case: decl.vs-inputs/valid/vs_2_x/usage_index-4_usage-psize (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_x/usage_index-4_usage-psize (assemble)
// expect: the tokens of valid-vs_2_x-usage_index-4_usage-psize.bin
// origin: template in_dcl {index: 4, usage: psize}
vs_2_x
dcl_position v0
dcl_psize4 v1
mov r0, v1
mov oPos, v0
