// case: vs3.dcl.usage-set/valid/vs_3_sw/index-12_usage-tangent (validate)
// expect: valid
// case: vs3.dcl.usage-set/assemble/vs_3_sw/index-12_usage-tangent (assemble)
// expect: the tokens of valid-vs_3_sw-index-12_usage-tangent.bin
// origin: template vs3_out_dcl {index: 12, usage: tangent}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_tangent12 o1
mov o1, v0
mov o0, v0
