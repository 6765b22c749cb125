// case: decl.vs-inputs/valid/vs_2_sw/usage_index-4_usage-tangent (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_sw/usage_index-4_usage-tangent (assemble)
// expect: the tokens of valid-vs_2_sw-usage_index-4_usage-tangent.bin
// origin: template in_dcl {index: 4, usage: tangent}
vs_2_sw
dcl_position v0
dcl_tangent4 v1
mov r0, v1
mov oPos, v0
