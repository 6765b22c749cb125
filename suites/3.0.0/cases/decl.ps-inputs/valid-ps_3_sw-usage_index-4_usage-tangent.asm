// case: decl.ps-inputs/valid/ps_3_sw/usage_index-4_usage-tangent (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-4_usage-tangent (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-4_usage-tangent.bin
// origin: template in_dcl {index: 4, usage: tangent}
ps_3_sw
dcl_tangent4 v1
mov r0, v1
mov oC0, c0
