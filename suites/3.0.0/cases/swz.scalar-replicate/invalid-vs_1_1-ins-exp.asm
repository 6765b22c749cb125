// case: swz.scalar-replicate/invalid/vs_1_1/ins-exp (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: exp}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
exp r0, r1.wzyx
mov oPos, v0
