// case: op.breakp-operand/invalid/vs_2_sw/ins-p0-identity (validate)
// expect: invalid [op.breakp-operand]
// origin: template op {ins: p0-identity}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
rep i0
breakp p0
endrep
mov oPos, v0
