// case: swz.dp2add-replicate/invalid/ps_2_sw/ins-zxyw (validate)
// expect: invalid [swz.dp2add-replicate]
// origin: template op {ins: zxyw}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
dp2add r0, r1, r2, r3.zxyw
mov oC0, c0
