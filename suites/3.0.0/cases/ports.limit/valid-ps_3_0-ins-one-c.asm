// case: ports.limit/valid/ps_3_0/ins-one-c (validate)
// expect: valid
// case: ports.limit/assemble/ps_3_0/ins-one-c (assemble)
// expect: the tokens of valid-ps_3_0-ins-one-c.bin
// origin: template op {ins: one-c}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c0, c0
mov oC0, c0
