// case: op.lrp-dst-src/invalid/ps_2_x/ins-src0 (validate)
// expect: invalid [op.lrp-dst-src]
// origin: template op {ins: src0}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
lrp r1, r1, r2, r3
mov oC0, c0
