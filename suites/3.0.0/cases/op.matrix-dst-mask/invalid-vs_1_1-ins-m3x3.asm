// case: op.matrix-dst-mask/invalid/vs_1_1/ins-m3x3 (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m3x3}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m3x3 r0.xy, r1, c0
mov oPos, v0
