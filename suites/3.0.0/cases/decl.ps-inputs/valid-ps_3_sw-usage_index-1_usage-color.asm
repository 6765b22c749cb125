// case: decl.ps-inputs/valid/ps_3_sw/usage_index-1_usage-color (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-1_usage-color (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-1_usage-color.bin
// origin: template in_dcl {index: 1, usage: color}
ps_3_sw
dcl_color1 v1
mov r0, v1
mov oC0, c0
