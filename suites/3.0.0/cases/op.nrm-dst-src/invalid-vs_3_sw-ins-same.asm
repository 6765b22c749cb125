// case: op.nrm-dst-src/invalid/vs_3_sw/ins-same (validate)
// expect: invalid [op.nrm-dst-src]
// origin: template op {ins: same}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r1, r1
mov o0, v0
