// case: swz.scalar-replicate/valid/ps_2_sw/ins-exp (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/ps_2_sw/ins-exp (assemble)
// expect: the tokens of valid-ps_2_sw-ins-exp.bin
// origin: template op {ins: exp}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
exp r0, r1.z
mov oC0, c0
