// case: decl.ps-inputs/valid/ps_3_0/usage_index-8_usage-color (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_0/usage_index-8_usage-color (assemble)
// expect: the tokens of valid-ps_3_0-usage_index-8_usage-color.bin
// origin: template in_dcl {index: 8, usage: color}
ps_3_0
dcl_color8 v1
mov r0, v1
mov oC0, c0
