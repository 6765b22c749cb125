// case: dst.p0-setp-only/valid/vs_2_sw/ins-setp-x (validate)
// expect: valid
// case: dst.p0-setp-only/assemble/vs_2_sw/ins-setp-x (assemble)
// expect: the tokens of valid-vs_2_sw-ins-setp-x.bin
// origin: template op {ins: setp-x}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_le p0.x, r1, c0
mov oPos, v0
