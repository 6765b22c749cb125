// case: swz.scalar-replicate/invalid/vs_3_sw/ins-rcp (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: rcp}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1
mov o0, v0
