// case: ports.c-reads/valid/ps_2_x/ins-swizzled (validate)
// expect: valid
// case: ports.c-reads/assemble/ps_2_x/ins-swizzled (assemble)
// expect: the tokens of valid-ps_2_x-ins-swizzled.bin
// origin: template op {ins: swizzled}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c3.x, c3.y, r1
mov oC0, c0
