// case: ports.c-reads/invalid/vs_2_x/ins-thrice (validate)
// expect: invalid [ports.c-reads]
// origin: template op {ins: thrice}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c3, c3, c3
mov oPos, v0
