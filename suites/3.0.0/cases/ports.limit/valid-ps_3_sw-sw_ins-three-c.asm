// case: ports.limit/valid/ps_3_sw/sw_ins-three-c (validate)
// expect: valid
// case: ports.limit/assemble/ps_3_sw/sw_ins-three-c (assemble)
// expect: the tokens of valid-ps_3_sw-sw_ins-three-c.bin
// origin: template op {ins: three-c}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c0, c1, c2
mov oC0, c0
