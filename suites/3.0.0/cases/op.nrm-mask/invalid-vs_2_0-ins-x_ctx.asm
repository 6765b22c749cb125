// case: op.nrm-mask/invalid/vs_2_0/ins-x_ctx (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: x} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.x, r1
mov oPos, v0
mul r4, c3, c3
mad r5, c4, c4, r4
mov r6, c2
mad r7, c7, r5, r5
