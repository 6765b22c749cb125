// case: ports.limit/invalid/ps_2_0/ins-three-c_ctx (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: three-c} + 1 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c0, c1, c2
mov oC0, c0
mov r4, c7
