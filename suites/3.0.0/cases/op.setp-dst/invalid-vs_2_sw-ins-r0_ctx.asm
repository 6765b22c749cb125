// case: op.setp-dst/invalid/vs_2_sw/ins-r0_ctx (validate)
// expect: invalid [op.setp-dst]
// origin: template op {ins: r0} + 3 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt r0, r1, r2
mov oPos, v0
add r4, c7, c7
mul r5, c2, r4
mov r6, c6
