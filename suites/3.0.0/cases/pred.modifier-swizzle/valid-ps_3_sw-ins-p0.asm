// case: pred.modifier-swizzle/valid/ps_3_sw/ins-p0 (validate)
// expect: valid
// case: pred.modifier-swizzle/assemble/ps_3_sw/ins-p0 (assemble)
// expect: the tokens of valid-ps_3_sw-ins-p0.bin
// origin: template op {ins: p0}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0) mov r0, r1
mov oC0, c0
