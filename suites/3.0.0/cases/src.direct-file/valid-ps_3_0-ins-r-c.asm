// case: src.direct-file/valid/ps_3_0/ins-r-c (validate)
// expect: valid
// case: src.direct-file/assemble/ps_3_0/ins-r-c (assemble)
// expect: the tokens of valid-ps_3_0-ins-r-c.bin
// origin: template op {ins: r-c}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, c0
mov oC0, c0
