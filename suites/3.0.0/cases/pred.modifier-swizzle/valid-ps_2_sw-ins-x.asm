// case: pred.modifier-swizzle/valid/ps_2_sw/ins-x (validate)
// expect: valid
// case: pred.modifier-swizzle/assemble/ps_2_sw/ins-x (assemble)
// expect: the tokens of valid-ps_2_sw-ins-x.bin
// origin: template op {ins: x}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0.x) mov r0, r1
mov oC0, c0
