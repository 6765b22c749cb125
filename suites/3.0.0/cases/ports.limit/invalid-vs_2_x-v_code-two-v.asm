// case: ports.limit/invalid/vs_2_x/v_code-two-v (validate)
// expect: invalid [ports.limit]
// origin: template code {code: two-v, decls: dcl_normal v1}
vs_2_x
dcl_position v0
dcl_normal v1
add r0, v0, v1
mov oPos, v0
