// case: src.direct-file/valid/vs_3_sw/ins-mad (validate)
// expect: valid
// case: src.direct-file/assemble/vs_3_sw/ins-mad (assemble)
// expect: the tokens of valid-vs_3_sw-ins-mad.bin
// origin: template op {ins: mad}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, r2, c3
mov o0, v0
