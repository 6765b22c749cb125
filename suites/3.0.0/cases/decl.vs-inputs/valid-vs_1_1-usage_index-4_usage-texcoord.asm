// case: decl.vs-inputs/valid/vs_1_1/usage_index-4_usage-texcoord (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_1_1/usage_index-4_usage-texcoord (assemble)
// expect: the tokens of valid-vs_1_1-usage_index-4_usage-texcoord.bin
// origin: template in_dcl {index: 4, usage: texcoord}
vs_1_1
dcl_position v0
dcl_texcoord4 v1
mov r0, v1
mov oPos, v0
