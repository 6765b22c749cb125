// case: op.nrm-mask/invalid/vs_3_sw/ins-x_ctx (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: x} + 2 random context instructions (seed 1 attempt 1)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.x, r1
mov o0, v0
mov r4, c1
mad r5, c4, r4, r4
