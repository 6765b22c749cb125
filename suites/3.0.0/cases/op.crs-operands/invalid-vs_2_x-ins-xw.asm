// case: op.crs-operands/invalid/vs_2_x/ins-xw (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: xw}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xw, r1, r2
mov oPos, v0
