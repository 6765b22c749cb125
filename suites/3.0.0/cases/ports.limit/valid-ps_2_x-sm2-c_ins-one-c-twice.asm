// case: ports.limit/valid/ps_2_x/sm2-c_ins-one-c-twice (validate)
// expect: valid
// case: ports.limit/assemble/ps_2_x/sm2-c_ins-one-c-twice (assemble)
// expect: the tokens of valid-ps_2_x-sm2-c_ins-one-c-twice.bin
// origin: template op {ins: one-c-twice}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add r0, c0, c0
mov oC0, c0
