// case: ports.limit/invalid/ps_2_x/ins-three-c (validate)
// expect: invalid [ports.limit]
// origin: template op {ins: three-c}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c0, c1, c2
mov oC0, c0
