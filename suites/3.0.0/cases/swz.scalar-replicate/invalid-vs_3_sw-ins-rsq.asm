// case: swz.scalar-replicate/invalid/vs_3_sw/ins-rsq (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: rsq}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rsq r0, r1.yzxw
mov o0, v0
