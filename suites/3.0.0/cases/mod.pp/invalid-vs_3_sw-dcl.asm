// case: mod.pp/invalid/vs_3_sw/dcl (validate)
// expect: invalid [mod.pp]
// origin: template code {code: mov r0, v1, decls: dcl_texcoord0_pp v1}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord0_pp v1
mov r0, v1
mov o0, v0
