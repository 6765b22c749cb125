// case: ports.c-reads/valid/ps_3_0/ins-twice (validate)
// expect: valid
// case: ports.c-reads/assemble/ps_3_0/ins-twice (assemble)
// expect: the tokens of valid-ps_3_0-ins-twice.bin
// origin: template op {ins: twice}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c3, c3
mov oC0, c0
