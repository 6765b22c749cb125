// case: op.nrm-dst-src/invalid/vs_2_0/ins-same (validate)
// expect: invalid [op.nrm-dst-src]
// origin: template op {ins: same}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r1, r1
mov oPos, v0
