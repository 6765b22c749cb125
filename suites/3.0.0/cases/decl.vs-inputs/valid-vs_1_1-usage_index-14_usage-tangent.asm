// case: decl.vs-inputs/valid/vs_1_1/usage_index-14_usage-tangent (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_1_1/usage_index-14_usage-tangent (assemble)
// expect: the tokens of valid-vs_1_1-usage_index-14_usage-tangent.bin
// origin: template in_dcl {index: 14, usage: tangent}
vs_1_1
dcl_position v0
dcl_tangent14 v1
mov r0, v1
mov oPos, v0
