// case: swz.scalar-replicate/valid/vs_3_0/partial_ins-logp (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_3_0/partial_ins-logp (assemble)
// expect: the tokens of valid-vs_3_0-partial_ins-logp.bin
// origin: template op {ins: logp}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
logp r0, r1.y
mov o0, v0
