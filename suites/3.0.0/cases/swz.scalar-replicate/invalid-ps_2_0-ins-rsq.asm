// case: swz.scalar-replicate/invalid/ps_2_0/ins-rsq (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: rsq}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
rsq r0, r1.yzxw
mov oC0, c0
