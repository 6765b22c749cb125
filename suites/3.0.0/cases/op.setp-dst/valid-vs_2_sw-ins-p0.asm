// case: op.setp-dst/valid/vs_2_sw/ins-p0 (validate)
// expect: valid
// case: op.setp-dst/assemble/vs_2_sw/ins-p0 (assemble)
// expect: the tokens of valid-vs_2_sw-ins-p0.bin
// origin: template op {ins: p0}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
mov oPos, v0
