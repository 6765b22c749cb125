// case: op.lrp-dst-src/invalid/vs_2_0/ins-src0-x (validate)
// expect: invalid [op.lrp-dst-src]
// origin: template op {ins: src0-x}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r1.x, r1.y, r2, r3
mov oPos, v0
