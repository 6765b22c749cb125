// case: ports.c-reads/invalid/vs_3_0/ins-swizzled (validate)
// expect: invalid [ports.c-reads]
// origin: template op {ins: swizzled}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c3.x, -c3.y, c3.z
mov o0, v0
