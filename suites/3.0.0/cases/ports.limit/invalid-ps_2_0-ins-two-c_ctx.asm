// case: ports.limit/invalid/ps_2_0/ins-two-c_ctx (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: two-c} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, c0, c1
mov oC0, c0
add r4, c6, c6
mul r5, c4, r4
mul r6, c5, c5
mov r7, r5
add r8, r7, r6
mul r9, c0, c0
