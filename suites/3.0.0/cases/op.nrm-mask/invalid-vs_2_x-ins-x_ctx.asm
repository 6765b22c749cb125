// case: op.nrm-mask/invalid/vs_2_x/ins-x_ctx (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: x} + 3 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.x, r1
mov oPos, v0
mov r4, c0
mul r5, c1, r4
add r6, c0, r4
