// case: op.nrm-mask/invalid/vs_3_0/ins-x_ctx (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: x} + 5 random context instructions (seed 1 attempt 2)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.x, r1
mov o0, v0
mul r4, c6, c6
add r5, r4, c6
mul r6, r4, r4
mov r7, r6
mul r8, r7, c0
