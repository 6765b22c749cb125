// case: op.nrm-mask/invalid/vs_3_0/ins-x (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: x}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.x, r1
mov o0, v0
