// case: swz.scalar-replicate/invalid/vs_2_x/partial_ins-logp (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: logp}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
logp r0, r1.yzxw
mov oPos, v0
