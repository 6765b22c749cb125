// case: swz.scalar-replicate/invalid/ps_2_x/ins-exp (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: exp}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
exp r0, r1.wzyx
mov oC0, c0
