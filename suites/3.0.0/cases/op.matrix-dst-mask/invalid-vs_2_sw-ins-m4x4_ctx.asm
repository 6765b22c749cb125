// case: op.matrix-dst-mask/invalid/vs_2_sw/ins-m4x4_ctx (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: template op {ins: m4x4} + 3 random context instructions (seed 1 attempt 1)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0.xyz, r1, c0
mov oPos, v0
mad r4, c7, c7, c7
mad r5, c7, c7, c7
add r6, c7, c7
