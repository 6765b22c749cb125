// case: op.nrm-mask/invalid/ps_2_sw/ins-xyw (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: xyw}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.xyw, r1
mov oC0, c0
