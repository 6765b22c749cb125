// case: swz.dp2add-replicate/invalid/ps_3_0/ins-identity (validate)
// expect: invalid [swz.dp2add-replicate]
// origin: template op {ins: identity}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
dp2add r0, r1, r2, r3
mov oC0, c0
