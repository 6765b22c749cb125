// case: op.matrix-dst-mask/invalid/vs_1_1/ins-m4x4 (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m4x4}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0.xyz, r1, c0
mov oPos, v0
