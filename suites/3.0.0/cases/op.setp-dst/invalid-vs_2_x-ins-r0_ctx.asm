// case: op.setp-dst/invalid/vs_2_x/ins-r0_ctx (validate)
// expect: invalid [op.setp-dst]
// origin: template op {ins: r0} + 4 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt r0, r1, r2
mov oPos, v0
add r4, c2, c2
add r5, r4, r4
add r6, r4, r5
mov r7, c3
