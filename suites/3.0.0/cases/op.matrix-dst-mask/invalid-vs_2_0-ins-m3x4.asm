// case: op.matrix-dst-mask/invalid/vs_2_0/ins-m3x4 (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m3x4}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m3x4 r0.xy, r1, c0
mov oPos, v0
