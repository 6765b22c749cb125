// case: swz.scalar-replicate/invalid/vs_3_0/partial_ins-logp (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: logp}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
logp r0, r1.yzxw
mov o0, v0
