// case: ports.limit/invalid/ps_2_x/ins-two-c_ctx (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: two-c} + 3 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add r0, c0, c1
mov oC0, c0
mul r4, c1, c1
mad r5, r4, r4, r4
mad r6, r5, r5, c7
