// case: op.crs-operands/invalid/vs_2_sw/ins-swz1 (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: swz1}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, r1, r2.zxyw
mov oPos, v0
