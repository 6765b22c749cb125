// case: ports.c-reads/invalid/ps_3_0/ins-thrice_ctx (validate)
// expect: invalid [ports.c-reads]
// origin: template op {ins: thrice} + 5 random context instructions (seed 1 attempt 1)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c3, c3, c3
mov oC0, c0
mul r4, c6, c6
mad r5, r4, r4, r4
mul r6, r5, r4
mov r7, c0
mov r8, r5
