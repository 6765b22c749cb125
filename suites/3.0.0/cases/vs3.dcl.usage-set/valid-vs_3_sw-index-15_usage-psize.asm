// case: vs3.dcl.usage-set/valid/vs_3_sw/index-15_usage-psize (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_sw/index-15_usage-psize (assemble)
// expect: the tokens of valid-vs_3_sw-index-15_usage-psize.bin
// origin: template vs3_out_dcl {index: 15, usage: psize}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_psize15 o1
mov o1, v0.x
mov o0, v0
