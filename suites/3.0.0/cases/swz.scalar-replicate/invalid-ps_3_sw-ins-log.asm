// case: swz.scalar-replicate/invalid/ps_3_sw/ins-log (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: log}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
log r0, r1.zxyw
mov oC0, c0
