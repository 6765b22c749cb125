// case: op.setp-dst/invalid/ps_3_0/ins-r0_ctx (validate)
// expect: invalid [op.setp-dst]
// origin: template op {ins: r0} + 3 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt r0, r1, r2
mov oC0, c0
mov r4, c2
add r5, r4, c3
add r6, c4, c4
