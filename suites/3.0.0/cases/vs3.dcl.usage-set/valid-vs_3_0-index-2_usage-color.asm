// case: vs3.dcl.usage-set/valid/vs_3_0/index-2_usage-color (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_0/index-2_usage-color (assemble)
// expect: the tokens of valid-vs_3_0-index-2_usage-color.bin
// origin: template vs3_out_dcl {index: 2, usage: color}
vs_3_0
dcl_position v0
dcl_position o0
dcl_color2 o1
mov o1, v0
mov o0, v0
