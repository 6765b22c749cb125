// case: decl.vs-inputs/valid/vs_2_sw/usage_index-7_usage-depth (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_sw/usage_index-7_usage-depth (assemble)
// expect: the tokens of valid-vs_2_sw-usage_index-7_usage-depth.bin
// origin: template in_dcl {index: 7, usage: depth}
vs_2_sw
dcl_position v0
dcl_depth7 v1
mov r0, v1
mov oPos, v0
