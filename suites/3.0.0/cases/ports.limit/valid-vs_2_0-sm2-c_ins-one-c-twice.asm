// case: ports.limit/valid/vs_2_0/sm2-c_ins-one-c-twice (validate)
// expect: valid
// case: ports.limit/assemble/vs_2_0/sm2-c_ins-one-c-twice (assemble)
// expect: the tokens of valid-vs_2_0-sm2-c_ins-one-c-twice.bin
// origin: template op {ins: one-c-twice}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, c0, c0
mov oPos, v0
