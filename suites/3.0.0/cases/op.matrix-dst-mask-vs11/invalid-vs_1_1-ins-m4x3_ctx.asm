// case: op.matrix-dst-mask-vs11/invalid/vs_1_1/ins-m4x3_ctx (validate)
// expect: invalid [op.matrix-dst-mask-vs11] (documented level; valid at the native level)
// origin: template op {ins: m4x3} + 2 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x3 r0, r1, c0
mov oPos, v0
mul r4, c7, c7
add r5, r4, c2
