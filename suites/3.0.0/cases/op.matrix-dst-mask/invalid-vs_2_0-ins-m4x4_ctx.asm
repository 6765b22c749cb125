// case: op.matrix-dst-mask/invalid/vs_2_0/ins-m4x4_ctx (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m4x4} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0.xyz, r1, c0
mov oPos, v0
mul r4, c5, c5
mul r5, r4, c7
mov r6, r4
mad r7, c0, c0, r5
