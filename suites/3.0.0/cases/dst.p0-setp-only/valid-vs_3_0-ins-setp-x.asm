// case: dst.p0-setp-only/valid/vs_3_0/ins-setp-x (validate)
// expect: valid
// case: dst.p0-setp-only/assemble/vs_3_0/ins-setp-x (assemble)
// expect: the tokens of valid-vs_3_0-ins-setp-x.bin
// origin: template op {ins: setp-x}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_le p0.x, r1, c0
mov o0, v0
