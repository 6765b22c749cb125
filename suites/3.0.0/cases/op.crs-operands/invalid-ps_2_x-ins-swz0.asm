// case: op.crs-operands/invalid/ps_2_x/ins-swz0 (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: swz0}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, r1.yzxw, r2
mov oC0, c0
