// case: src.direct-file/valid/ps_2_sw/ins-r-c (validate)
// expect: valid
// case: src.direct-file/assemble/ps_2_sw/ins-r-c (assemble)
// expect: the tokens of valid-ps_2_sw-ins-r-c.bin
// origin: template op {ins: r-c}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, c0
mov oC0, c0
