// case: ports.limit/invalid/ps_2_x/ins-three-c_ctx (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: three-c} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c0, c1, c2
mov oC0, c0
mul r4, c0, c0
mul r5, c4, r4
mul r6, r4, c3
add r7, r6, r5
mov r8, r4
