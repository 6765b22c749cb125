// case: ports.limit/valid/ps_2_sw/sw_ins-two-c (validate)
// expect: valid
// case: ports.limit/assemble/ps_2_sw/sw_ins-two-c (assemble)
// expect: the tokens of valid-ps_2_sw-sw_ins-two-c.bin
// origin: template op {ins: two-c}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, c0, c1
mov oC0, c0
