// case: swz.scalar-replicate/valid/vs_3_0/ins-exp (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_3_0/ins-exp (assemble)
// expect: the tokens of valid-vs_3_0-ins-exp.bin
// origin: template op {ins: exp}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
exp r0, r1.z
mov o0, v0
