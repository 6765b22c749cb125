// case: op.lrp-dst-src/invalid/vs_3_0/ins-src0 (validate)
// expect: invalid [op.lrp-dst-src]
// origin: template op {ins: src0}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r1, r1, r2, r3
mov o0, v0
