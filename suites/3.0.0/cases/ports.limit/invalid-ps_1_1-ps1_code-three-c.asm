// case: ports.limit/invalid/ps_1_1/ps1_code-three-c (validate)
// expect: invalid [ports.limit]
// origin: template code {code: three-c}
ps_1_1
mad r0, c0, c1, c2
mov r0, c0
