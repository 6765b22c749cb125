// case: vs3.dcl.usage-set/valid/vs_3_0/index-8_usage-fog (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_0/index-8_usage-fog (assemble)
// expect: the tokens of valid-vs_3_0-index-8_usage-fog.bin
// origin: template vs3_out_dcl {index: 8, usage: fog}
vs_3_0
dcl_position v0
dcl_position o0
dcl_fog8 o1
mov o1, v0
mov o0, v0
