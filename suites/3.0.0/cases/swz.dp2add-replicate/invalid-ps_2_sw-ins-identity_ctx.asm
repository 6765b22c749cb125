// case: swz.dp2add-replicate/invalid/ps_2_sw/ins-identity_ctx (validate)
// expect: invalid [swz.dp2add-replicate]
// origin: template op {ins: identity} + 1 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
dp2add r0, r1, r2, r3
mov oC0, c0
add r4, c7, c7
