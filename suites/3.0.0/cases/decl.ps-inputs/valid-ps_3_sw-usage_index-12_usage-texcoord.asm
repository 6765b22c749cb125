// case: decl.ps-inputs/valid/ps_3_sw/usage_index-12_usage-texcoord (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-12_usage-texcoord (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-12_usage-texcoord.bin
// origin: template in_dcl {index: 12, usage: texcoord}
ps_3_sw
dcl_texcoord12 v1
mov r0, v1
mov oC0, c0
