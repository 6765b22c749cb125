// case: decl.ps-inputs/valid/ps_3_0/usage_index-9_usage-blendweight (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_0/usage_index-9_usage-blendweight (assemble)
// expect: the tokens of valid-ps_3_0-usage_index-9_usage-blendweight.bin
// origin: template in_dcl {index: 9, usage: blendweight}
ps_3_0
dcl_blendweight9 v1
mov r0, v1
mov oC0, c0
