// case: op.crs-operands/invalid/ps_2_0/ins-xw (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: xw}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xw, r1, r2
mov oC0, c0
