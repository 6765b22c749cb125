// case: decl.vs-inputs/valid/vs_3_0/usage_index-3_usage-tangent (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_0/usage_index-3_usage-tangent (assemble)
// expect: the tokens of valid-vs_3_0-usage_index-3_usage-tangent.bin
// origin: template in_dcl {index: 3, usage: tangent}
vs_3_0
dcl_position v0
dcl_position o0
dcl_tangent3 v1
mov r0, v1
mov o0, v0
