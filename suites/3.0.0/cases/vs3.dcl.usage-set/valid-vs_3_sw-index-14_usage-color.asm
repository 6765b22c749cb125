// case: vs3.dcl.usage-set/valid/vs_3_sw/index-14_usage-color (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_sw/index-14_usage-color (assemble)
// expect: the tokens of valid-vs_3_sw-index-14_usage-color.bin
// origin: template vs3_out_dcl {index: 14, usage: color}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_color14 o1
mov o1, v0
mov o0, v0
