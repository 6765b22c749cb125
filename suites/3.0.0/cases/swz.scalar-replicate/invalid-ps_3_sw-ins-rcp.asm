// case: swz.scalar-replicate/invalid/ps_3_sw/ins-rcp (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: rcp}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1
mov oC0, c0
