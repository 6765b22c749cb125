// case: op.matrix-dst-mask/invalid/vs_3_0/ins-m4x4_ctx (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m4x4} + 1 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0.xyz, r1, c0
mov o0, v0
mul r4, c7, c7
