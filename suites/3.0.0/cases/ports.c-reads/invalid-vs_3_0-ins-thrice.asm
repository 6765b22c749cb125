// case: ports.c-reads/invalid/vs_3_0/ins-thrice (validate)
// expect: invalid [ports.c-reads]
// origin: template op {ins: thrice}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c3, c3, c3
mov o0, v0
