// case: ports.limit/invalid/ps_3_0/ins-three-c_ctx (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: three-c} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c0, c1, c2
mov oC0, c0
mad r4, c7, c7, c7
add r5, c4, r4
mov r6, c5
mad r7, c0, c0, c0
mul r8, r7, r7
mul r9, c4, c4
