// case: op.nrm-dst-src/invalid/ps_3_sw/ins-swizzled (validate)
// expect: invalid [op.nrm-dst-src]
// origin: template op {ins: swizzled}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
nrm r1.xyz, r1.yzxw
mov oC0, c0
