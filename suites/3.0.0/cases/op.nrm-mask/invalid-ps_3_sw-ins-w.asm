// case: op.nrm-mask/invalid/ps_3_sw/ins-w (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: w}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.w, r1
mov oC0, c0
