// case: dst.p0-setp-only/valid/ps_3_0/ins-setp (validate)
// expect: valid
// case: dst.p0-setp-only/assemble/ps_3_0/ins-setp (assemble)
// expect: the tokens of valid-ps_3_0-ins-setp.bin
// origin: template op {ins: setp}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
(p0) mov r0, r1
mov oC0, c0
