// case: ports.c-reads/valid/vs_2_0/ins-twice (validate)
// expect: valid
// case: ports.c-reads/assemble/vs_2_0/ins-twice (assemble)
// expect: the tokens of valid-vs_2_0-ins-twice.bin
// origin: template op {ins: twice}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c3, c3
mov oPos, v0
