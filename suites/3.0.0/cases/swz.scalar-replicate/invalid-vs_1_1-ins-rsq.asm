// case: swz.scalar-replicate/invalid/vs_1_1/ins-rsq (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: rsq}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rsq r0, r1.yzxw
mov oPos, v0
