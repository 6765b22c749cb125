// case: ports.c-reads/invalid/ps_2_x/ins-thrice (validate)
// expect: invalid [ports.c-reads]
// origin: template op {ins: thrice}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c3, c3, c3
mov oC0, c0
