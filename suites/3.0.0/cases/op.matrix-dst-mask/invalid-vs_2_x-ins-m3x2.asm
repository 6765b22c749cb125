// case: op.matrix-dst-mask/invalid/vs_2_x/ins-m3x2 (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m3x2}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m3x2 r0, r1, c0
mov oPos, v0
