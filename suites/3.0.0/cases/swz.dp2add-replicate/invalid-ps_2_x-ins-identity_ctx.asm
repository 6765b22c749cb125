// case: swz.dp2add-replicate/invalid/ps_2_x/ins-identity_ctx (validate)
// expect: invalid [swz.dp2add-replicate]
// origin: template op {ins: identity} + 3 random context instructions (seed 1 attempt 1)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
dp2add r0, r1, r2, r3
mov oC0, c0
mul r4, c3, c3
mov r5, r4
mad r6, c0, c0, r4
