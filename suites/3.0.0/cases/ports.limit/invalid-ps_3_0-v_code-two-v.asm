// case: ports.limit/invalid/ps_3_0/v_code-two-v (validate)
// expect: invalid [ports.limit]
// origin: template code {code: two-v, decls: dcl_texcoord0 v0 dcl_texcoord1 v1}
ps_3_0
dcl_texcoord0 v0
dcl_texcoord1 v1
add r0, v0, v1
mov oC0, c0
