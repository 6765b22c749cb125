// case: decl.vs-inputs/valid/vs_2_0/usage_index-2_usage-texcoord (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_0/usage_index-2_usage-texcoord (assemble)
// expect: the tokens of valid-vs_2_0-usage_index-2_usage-texcoord.bin
// origin: template in_dcl {index: 2, usage: texcoord}
vs_2_0
dcl_position v0
dcl_texcoord2 v1
mov r0, v1
mov oPos, v0
