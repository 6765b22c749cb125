// case: ports.c-reads/invalid/ps_2_0/ins-swizzled (validate)
// expect: invalid [ports.c-reads]
// origin: template op {ins: swizzled}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c3.x, -c3.y, c3.z
mov oC0, c0
