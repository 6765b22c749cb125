// case: src.direct-file/valid/vs_2_x/ins-mad (validate)
// expect: valid
// case: src.direct-file/assemble/vs_2_x/ins-mad (assemble)
// expect: the tokens of valid-vs_2_x-ins-mad.bin
// origin: template op {ins: mad}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, r2, c3
mov oPos, v0
