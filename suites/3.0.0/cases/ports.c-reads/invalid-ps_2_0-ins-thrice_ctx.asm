// case: ports.c-reads/invalid/ps_2_0/ins-thrice_ctx (validate)
// expect: invalid [ports.c-reads]
// origin: template op {ins: thrice} + 3 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c3, c3, c3
mov oC0, c0
mov r4, c4
mad r5, c2, c2, r4
mov r6, r5
