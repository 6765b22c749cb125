// case: decl.ps-inputs/valid/ps_3_sw/usage_index-14_usage-blendweight (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-14_usage-blendweight (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-14_usage-blendweight.bin
// origin: template in_dcl {index: 14, usage: blendweight}
ps_3_sw
dcl_blendweight14 v1
mov r0, v1
mov oC0, c0
