// case: ports.limit/valid/ps_3_0/sm2-c_ins-one-c-twice (validate)
// expect: valid
// case: ports.limit/assemble/ps_3_0/sm2-c_ins-one-c-twice (assemble)
// expect: the tokens of valid-ps_3_0-sm2-c_ins-one-c-twice.bin
// origin: template op {ins: one-c-twice}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, c0, c0
mov oC0, c0
