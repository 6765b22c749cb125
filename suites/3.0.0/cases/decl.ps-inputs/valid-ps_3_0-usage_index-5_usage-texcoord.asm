// case: decl.ps-inputs/valid/ps_3_0/usage_index-5_usage-texcoord (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_0/usage_index-5_usage-texcoord (assemble)
// expect: the tokens of valid-ps_3_0-usage_index-5_usage-texcoord.bin
// origin: template in_dcl {index: 5, usage: texcoord}
ps_3_0
dcl_texcoord5 v1
mov r0, v1
mov oC0, c0
