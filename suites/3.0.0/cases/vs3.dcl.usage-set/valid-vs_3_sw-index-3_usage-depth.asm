// case: vs3.dcl.usage-set/valid/vs_3_sw/index-3_usage-depth (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_sw/index-3_usage-depth (assemble)
// expect: the tokens of valid-vs_3_sw-index-3_usage-depth.bin
// origin: template vs3_out_dcl {index: 3, usage: depth}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_depth3 o1
mov o1, v0
mov o0, v0
