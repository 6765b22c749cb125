// case: vs3.dcl.usage-set/valid/vs_3_sw/index-8_usage-normal (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_sw/index-8_usage-normal (assemble)
// expect: the tokens of valid-vs_3_sw-index-8_usage-normal.bin
// origin: template vs3_out_dcl {index: 8, usage: normal}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_normal8 o1
mov o1, v0
mov o0, v0
