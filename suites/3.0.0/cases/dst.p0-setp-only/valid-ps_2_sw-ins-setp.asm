// case: dst.p0-setp-only/valid/ps_2_sw/ins-setp (validate)
// expect: valid
// case: dst.p0-setp-only/assemble/ps_2_sw/ins-setp (assemble)
// expect: the tokens of valid-ps_2_sw-ins-setp.bin
// origin: template op {ins: setp}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
(p0) mov r0, r1
mov oC0, c0
