// case: decl.ps-inputs/valid/ps_3_sw/usage_index-12_usage-blendindices (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-12_usage-blendindices (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-12_usage-blendindices.bin
// origin: template in_dcl {index: 12, usage: blendindices}
ps_3_sw
dcl_blendindices12 v1
mov r0, v1
mov oC0, c0
