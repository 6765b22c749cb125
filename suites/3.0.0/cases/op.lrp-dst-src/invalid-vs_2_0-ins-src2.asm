// case: op.lrp-dst-src/invalid/vs_2_0/ins-src2 (validate)
// expect: invalid [op.lrp-dst-src]
// origin: template op {ins: src2}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r3, r1, r2, r3
mov oPos, v0
