// case: decl.ps-inputs/valid/ps_3_0/usage_index-0_usage-tangent (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_0/usage_index-0_usage-tangent (assemble)
// expect: the tokens of valid-ps_3_0-usage_index-0_usage-tangent.bin
// origin: template in_dcl {index: 0, usage: tangent}
ps_3_0
dcl_tangent0 v1
mov r0, v1
mov oC0, c0
