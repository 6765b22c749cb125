// case: src.direct-file/valid/ps_3_0/ins-mad (validate)
// expect: valid
// case: src.direct-file/assemble/ps_3_0/ins-mad (assemble)
// expect: the tokens of valid-ps_3_0-ins-mad.bin
// origin: template op {ins: mad}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, r2, c3
mov oC0, c0
