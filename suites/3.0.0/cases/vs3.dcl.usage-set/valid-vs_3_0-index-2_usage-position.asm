// case: vs3.dcl.usage-set/valid/vs_3_0/index-2_usage-position (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_0/index-2_usage-position (assemble)
// expect: the tokens of valid-vs_3_0-index-2_usage-position.bin
// origin: template vs3_out_dcl {index: 2, usage: position}
vs_3_0
dcl_position v0
dcl_position o0
dcl_position2 o1
mov o1, v0
mov o0, v0
