// case: ports.c-reads/valid/vs_2_x/ins-twice (validate)
// expect: valid
// case: ports.c-reads/assemble/vs_2_x/ins-twice (assemble)
// expect: the tokens of valid-vs_2_x-ins-twice.bin
// origin: template op {ins: twice}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c3, c3
mov oPos, v0
