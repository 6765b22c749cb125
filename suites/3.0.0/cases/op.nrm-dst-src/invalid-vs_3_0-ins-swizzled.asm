// case: op.nrm-dst-src/invalid/vs_3_0/ins-swizzled (validate)
// expect: invalid [op.nrm-dst-src]
// origin: template op {ins: swizzled}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r1.xyz, r1.yzxw
mov o0, v0
