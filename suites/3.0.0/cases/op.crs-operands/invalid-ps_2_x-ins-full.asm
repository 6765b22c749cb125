// case: op.crs-operands/invalid/ps_2_x/ins-full (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: full}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
crs r0, r1, r2
mov oC0, c0
