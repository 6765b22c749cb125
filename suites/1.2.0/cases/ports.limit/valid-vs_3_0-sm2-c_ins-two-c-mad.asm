// case: ports.limit/valid/vs_3_0/sm2-c_ins-two-c-mad (validate)
// expect: valid
// case: ports.limit/assemble/vs_3_0/sm2-c_ins-two-c-mad (assemble)
// expect: the tokens of valid-vs_3_0-sm2-c_ins-two-c-mad.bin
// origin: template op {ins: two-c-mad}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c0, c1, c0
mov o0, v0
