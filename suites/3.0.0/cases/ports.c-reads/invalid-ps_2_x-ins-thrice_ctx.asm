// case: ports.c-reads/invalid/ps_2_x/ins-thrice_ctx (validate)
// expect: invalid [ports.c-reads]
// origin: template op {ins: thrice} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c3, c3, c3
mov oC0, c0
mul r4, c0, c0
mul r5, r4, c7
add r6, c1, c1
mov r7, c2
