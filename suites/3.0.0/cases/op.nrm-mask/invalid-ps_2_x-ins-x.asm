// case: op.nrm-mask/invalid/ps_2_x/ins-x (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: x}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.x, r1
mov oC0, c0
