// case: decl.vs-inputs/valid/vs_3_0/usage_index-0_usage-texcoord (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_0/usage_index-0_usage-texcoord (assemble)
// expect: the tokens of valid-vs_3_0-usage_index-0_usage-texcoord.bin
// origin: template in_dcl {index: 0, usage: texcoord}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 v1
mov r0, v1
mov o0, v0
