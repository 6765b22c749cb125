// case: op.crs-operands/invalid/ps_2_sw/ins-w (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: w}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.w, r1, r2
mov oC0, c0
