// case: ports.c-reads/invalid/ps_3_0/ins-thrice (validate)
// expect: invalid [ports.c-reads]
// origin: template op {ins: thrice}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c3, c3, c3
mov oC0, c0
