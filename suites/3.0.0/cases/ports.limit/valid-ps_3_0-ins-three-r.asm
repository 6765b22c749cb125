// case: ports.limit/valid/ps_3_0/ins-three-r (validate)
// expect: valid
// case: ports.limit/assemble/ps_3_0/ins-three-r (assemble)
// expect: the tokens of valid-ps_3_0-ins-three-r.bin
// origin: template op {ins: three-r}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, r2, r3
mov oC0, c0
