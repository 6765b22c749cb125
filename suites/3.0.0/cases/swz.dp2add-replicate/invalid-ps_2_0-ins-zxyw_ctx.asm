// case: swz.dp2add-replicate/invalid/ps_2_0/ins-zxyw_ctx (validate)
// expect: invalid [swz.dp2add-replicate]
// origin: template op {ins: zxyw} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
dp2add r0, r1, r2, r3.zxyw
mov oC0, c0
mul r4, c4, c4
add r5, c6, c6
mul r6, c3, c3
mov r7, c2
mad r8, r5, r6, r6
add r9, r6, c0
