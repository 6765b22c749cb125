// case: op.nrm-dst-src/invalid/ps_2_0/ins-same (validate)
// expect: invalid [op.nrm-dst-src]
// origin: template op {ins: same}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r1, r1
mov oC0, c0
