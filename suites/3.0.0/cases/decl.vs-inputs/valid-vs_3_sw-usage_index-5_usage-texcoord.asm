// case: decl.vs-inputs/valid/vs_3_sw/usage_index-5_usage-texcoord (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_sw/usage_index-5_usage-texcoord (assemble)
// expect: the tokens of valid-vs_3_sw-usage_index-5_usage-texcoord.bin
// origin: template in_dcl {index: 5, usage: texcoord}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord5 v1
mov r0, v1
mov o0, v0
