// case: swz.scalar-replicate/valid/ps_2_sw/ins-rsq (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/ps_2_sw/ins-rsq (assemble)
// expect: the tokens of valid-ps_2_sw-ins-rsq.bin
// origin: template op {ins: rsq}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
rsq r0, r1.y
mov oC0, c0
