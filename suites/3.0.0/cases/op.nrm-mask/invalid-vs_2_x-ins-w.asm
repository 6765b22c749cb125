// case: op.nrm-mask/invalid/vs_2_x/ins-w (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: w}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.w, r1
mov oPos, v0
