// case: op.crs-operands/invalid/ps_2_0/ins-swz1 (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: swz1}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, r1, r2.zxyw
mov oC0, c0
