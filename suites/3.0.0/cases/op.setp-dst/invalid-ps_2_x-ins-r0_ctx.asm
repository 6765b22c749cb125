// case: op.setp-dst/invalid/ps_2_x/ins-r0_ctx (validate)
// expect: invalid [op.setp-dst]
// origin: template op {ins: r0} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt r0, r1, r2
mov oC0, c0
mul r4, c7, c7
add r5, r4, c2
mul r6, c7, r5
add r7, c1, r5
add r8, c6, c6
mul r9, c4, c4
