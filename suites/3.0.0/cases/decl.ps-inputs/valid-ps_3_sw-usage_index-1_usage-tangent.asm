// case: decl.ps-inputs/valid/ps_3_sw/usage_index-1_usage-tangent (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-1_usage-tangent (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-1_usage-tangent.bin
// origin: template in_dcl {index: 1, usage: tangent}
ps_3_sw
dcl_tangent1 v1
mov r0, v1
mov oC0, c0
