// case: swz.scalar-replicate/valid/vs_2_sw/ins-exp (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_2_sw/ins-exp (assemble)
// expect: the tokens of valid-vs_2_sw-ins-exp.bin
// origin: template op {ins: exp}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
exp r0, r1.z
mov oPos, v0
