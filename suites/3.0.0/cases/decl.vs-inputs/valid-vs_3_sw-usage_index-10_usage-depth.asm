// case: decl.vs-inputs/valid/vs_3_sw/usage_index-10_usage-depth (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_sw/usage_index-10_usage-depth (assemble)
// expect: the tokens of valid-vs_3_sw-usage_index-10_usage-depth.bin
// origin: template in_dcl {index: 10, usage: depth}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_depth10 v1
mov r0, v1
mov o0, v0
