// case: swz.scalar-replicate/invalid/vs_2_x/ins-log (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: log}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
log r0, r1.zxyw
mov oPos, v0
