// case: op.setp-dst/invalid/ps_2_sw/ins-r0_ctx (validate)
// expect: invalid [op.setp-dst]
// origin: template op {ins: r0} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt r0, r1, r2
mov oC0, c0
mad r4, c3, c3, c3
add r5, c2, r4
add r6, r5, c3
mov r7, c5
