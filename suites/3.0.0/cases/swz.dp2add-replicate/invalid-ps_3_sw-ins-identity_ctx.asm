// case: swz.dp2add-replicate/invalid/ps_3_sw/ins-identity_ctx (validate)
// expect: invalid [swz.dp2add-replicate]
// origin: template op {ins: identity} + 2 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
dp2add r0, r1, r2, r3
mov oC0, c0
mul r4, c0, c0
add r5, r4, r4
