// case: ports.limit/invalid/vs_3_0/v_code-two-v (validate)
// expect: invalid [ports.limit]
// origin: template code {code: two-v, decls: dcl_normal v1}
vs_3_0
dcl_position v0
dcl_position o0
dcl_normal v1
add r0, v0, v1
mov o0, v0
