// case: rel.aL-in-loop/invalid/ps_3_0/code-v-aL (validate)
// expect: invalid [rel.aL-in-loop]
// origin: template code {code: v-aL, decls: dcl_texcoord0 v0 dcl_texcoord1 v1}
ps_3_0
dcl_texcoord0 v0
dcl_texcoord1 v1
mov r0, v0
add r0, r0, v[aL]
mov oC0, c0
