// case: ports.limit/invalid/ps_3_0/ins-two-c-mad (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: two-c-mad}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c0, c1
mov oC0, c0
