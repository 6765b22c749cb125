// case: dst.p0-setp-only/valid/vs_2_sw/ins-setp (validate)
// expect: valid
// case: dst.p0-setp-only/assemble/vs_2_sw/ins-setp (assemble)
// expect: the tokens of valid-vs_2_sw-ins-setp.bin
// origin: template op {ins: setp}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
(p0) mov r0, r1
mov oPos, v0
