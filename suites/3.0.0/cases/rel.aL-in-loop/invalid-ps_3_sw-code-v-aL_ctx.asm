// case: rel.aL-in-loop/invalid/ps_3_sw/code-v-aL_ctx (validate)
// expect: invalid [rel.aL-in-loop]
// origin: template code {code: v-aL, decls: dcl_texcoord0 v0 dcl_texcoord1 v1} + 2 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord v0
dcl_texcoord1 v1
mov r0, v0
add r0, r0, v0[aL]
mov oC0, c0
mov r1, c6
mov r2, r1
