// case: ports.limit/invalid/ps_3_0/ins-two-c_ctx (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: two-c} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, c0, c1
mov oC0, c0
mul r4, c1, c1
mul r5, r4, c7
mad r6, c7, c7, r4
mad r7, r6, r4, c1
add r8, r4, r6
