// case: swz.scalar-replicate/invalid/vs_2_0/partial_ins-expp (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: expp}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
expp r0, r1
mov oPos, v0
