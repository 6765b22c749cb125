// case: op.setp-dst/invalid/vs_3_sw/ins-r0_ctx (validate)
// expect: invalid [op.setp-dst]
// origin: template op {ins: r0} + 5 random context instructions (seed 1 attempt 1)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt r0, r1, r2
mov o0, v0
mad r4, c7, c7, c7
mul r5, r4, c0
mad r6, c0, r5, c0
mad r7, r6, c6, r5
mul r8, c0, c0
