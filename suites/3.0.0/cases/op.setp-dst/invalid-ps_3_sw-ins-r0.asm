// case: op.setp-dst/invalid/ps_3_sw/ins-r0 (validate)
// expect: invalid [op.setp-dst]
// origin: template op {ins: r0}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt r0, r1, r2
mov oC0, c0
