// case: dst.p0-setp-only/valid/ps_2_sw/ins-setp-x (validate)
// expect: valid
// case: dst.p0-setp-only/assemble/ps_2_sw/ins-setp-x (assemble)
// expect: the tokens of valid-ps_2_sw-ins-setp-x.bin
// origin: template op {ins: setp-x}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_le p0.x, r1, c0
mov oC0, c0
