// case: op.nrm-mask/invalid/vs_2_sw/ins-x_ctx (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: x} + 2 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.x, r1
mov oPos, v0
add r4, c5, c5
mad r5, r4, c6, c6
