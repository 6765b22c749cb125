// case: op.crs-operands/invalid/vs_3_sw/ins-swz0 (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: swz0}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, r1.yzxw, r2
mov o0, v0
