// case: ports.limit/valid/vs_2_x/sm2-c_ins-two-c-mad (validate)
// expect: valid
// case: ports.limit/assemble/vs_2_x/sm2-c_ins-two-c-mad (assemble)
// expect: the tokens of valid-vs_2_x-sm2-c_ins-two-c-mad.bin
// origin: template op {ins: two-c-mad}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c0, c1, c0
mov oPos, v0
