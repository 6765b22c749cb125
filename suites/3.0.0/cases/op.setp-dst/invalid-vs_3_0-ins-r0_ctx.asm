// case: op.setp-dst/invalid/vs_3_0/ins-r0_ctx (validate)
// expect: invalid [op.setp-dst]
// origin: template op {ins: r0} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt r0, r1, r2
mov o0, v0
mul r4, c5, c5
add r5, c5, c5
mad r6, r5, c2, r5
mad r7, r6, r6, r5
mad r8, r4, r6, r7
mov r9, c2
