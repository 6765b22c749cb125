// case: op.matrix-dst-mask-vs11/invalid/vs_1_1/ins-m3x2 (validate)
// expect: invalid [op.matrix-dst-mask-vs11] (documented level; valid at the native level)
// origin: template op {ins: m3x2}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m3x2 r0.xyzw, r1, c0
mov oPos, v0
