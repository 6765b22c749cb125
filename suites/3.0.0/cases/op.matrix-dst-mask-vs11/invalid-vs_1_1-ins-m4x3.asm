// case: op.matrix-dst-mask-vs11/invalid/vs_1_1/ins-m4x3 (validate)
// expect: invalid [op.matrix-dst-mask-vs11] (documented level; valid at the native level)
// origin: template op {ins: m4x3}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x3 r0, r1, c0
mov oPos, v0
