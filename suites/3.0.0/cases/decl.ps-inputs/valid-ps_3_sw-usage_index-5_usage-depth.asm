// case: decl.ps-inputs/valid/ps_3_sw/usage_index-5_usage-depth (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/usage_index-5_usage-depth (assemble)
// expect: the tokens of valid-ps_3_sw-usage_index-5_usage-depth.bin
// origin: template in_dcl {index: 5, usage: depth}
ps_3_sw
dcl_depth5 v1
mov r0, v1
mov oC0, c0
