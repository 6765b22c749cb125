// case: op.setp-dst/valid/vs_3_sw/ins-p0 (validate)
// expect: valid
// case: op.setp-dst/assemble/vs_3_sw/ins-p0 (assemble)
// expect: the tokens of valid-vs_3_sw-ins-p0.bin
// origin: template op {ins: p0}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
mov o0, v0
