// case: decl.vs-inputs/valid/vs_2_0/usage_index-11_usage-tessfactor (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_0/usage_index-11_usage-tessfactor (assemble)
// expect: the tokens of valid-vs_2_0-usage_index-11_usage-tessfactor.bin
// origin: template in_dcl {index: 11, usage: tessfactor}
vs_2_0
dcl_position v0
dcl_tessfactor11 v1
mov r0, v1
mov oPos, v0
