// case: decl.ps-inputs/valid/ps_3_0/usage_index-6_usage-binormal (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_0/usage_index-6_usage-binormal (assemble)
// expect: the tokens of valid-ps_3_0-usage_index-6_usage-binormal.bin
// origin: template in_dcl {index: 6, usage: binormal}
ps_3_0
dcl_binormal6 v1
mov r0, v1
mov oC0, c0
