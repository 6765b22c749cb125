// case: decl.ps-inputs/valid/ps_3_sw/usage_index-4_usage-color (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-4_usage-color (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-4_usage-color.bin
// origin: template in_dcl {index: 4, usage: color}
ps_3_sw
dcl_color4 v1
mov r0, v1
mov oC0, c0
