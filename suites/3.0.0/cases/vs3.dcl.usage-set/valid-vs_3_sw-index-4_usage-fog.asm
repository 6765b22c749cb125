// case: vs3.dcl.usage-set/valid/vs_3_sw/index-4_usage-fog (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_sw/index-4_usage-fog (assemble)
// expect: the tokens of valid-vs_3_sw-index-4_usage-fog.bin
// origin: template vs3_out_dcl {index: 4, usage: fog}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_fog4 o1
mov o1, v0
mov o0, v0
