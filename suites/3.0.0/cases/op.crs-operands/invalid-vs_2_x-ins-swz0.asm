// case: op.crs-operands/invalid/vs_2_x/ins-swz0 (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: swz0}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, r1.yzxw, r2
mov oPos, v0
