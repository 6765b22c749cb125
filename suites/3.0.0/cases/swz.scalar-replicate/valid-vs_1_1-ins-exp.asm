// case: swz.scalar-replicate/valid/vs_1_1/ins-exp (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_1_1/ins-exp (assemble)
// expect: the tokens of valid-vs_1_1-ins-exp.bin
// origin: template op {ins: exp}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
exp r0, r1.z
mov oPos, v0
