// case: vs3.dcl.usage-set/valid/vs_3_sw/index-6_usage-tessfactor (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_sw/index-6_usage-tessfactor (assemble)
// expect: the tokens of valid-vs_3_sw-index-6_usage-tessfactor.bin
// origin: template vs3_out_dcl {index: 6, usage: tessfactor}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_tessfactor6 o1
mov o1, v0
mov o0, v0
