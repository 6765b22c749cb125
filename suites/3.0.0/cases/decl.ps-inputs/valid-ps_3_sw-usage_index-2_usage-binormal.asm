// case: decl.ps-inputs/valid/ps_3_sw/usage_index-2_usage-binormal (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-2_usage-binormal (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-2_usage-binormal.bin
// origin: template in_dcl {index: 2, usage: binormal}
ps_3_sw
dcl_binormal2 v1
mov r0, v1
mov oC0, c0
