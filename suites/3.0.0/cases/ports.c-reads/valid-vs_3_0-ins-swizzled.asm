// case: ports.c-reads/valid/vs_3_0/ins-swizzled (validate)
// expect: valid
// case: ports.c-reads/assemble/vs_3_0/ins-swizzled (assemble)
// expect: the tokens of valid-vs_3_0-ins-swizzled.bin
// origin: template op {ins: swizzled}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c3.x, c3.y, r1
mov o0, v0
