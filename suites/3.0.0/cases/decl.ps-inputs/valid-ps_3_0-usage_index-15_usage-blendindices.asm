// case: decl.ps-inputs/valid/ps_3_0/usage_index-15_usage-blendindices (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_0/usage_index-15_usage-blendindices (assemble)
// expect: the tokens of valid-ps_3_0-usage_index-15_usage-blendindices.bin
// origin: template in_dcl {index: 15, usage: blendindices}
ps_3_0
dcl_blendindices15 v1
mov r0, v1
mov oC0, c0
