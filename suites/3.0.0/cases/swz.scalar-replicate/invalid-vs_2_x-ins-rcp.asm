// case: swz.scalar-replicate/invalid/vs_2_x/ins-rcp (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: rcp}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1
mov oPos, v0
