// case: ports.limit/invalid/ps_1_2/ps1_code-three-c_ctx (validate)
// expect: invalid [ports.limit]
// origin: template code {code: three-c} + 1 random context instructions (seed 1 attempt 0)
ps_1_2
mad r0, c0, c1, c2
mov r0, c0
mov r1, c6
