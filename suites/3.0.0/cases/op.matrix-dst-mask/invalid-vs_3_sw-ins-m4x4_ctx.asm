// case: op.matrix-dst-mask/invalid/vs_3_sw/ins-m4x4_ctx (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m4x4} + 3 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0.xyz, r1, c0
mov o0, v0
add r4, c6, c6
add r5, r4, c3
mad r6, r5, r5, r4
