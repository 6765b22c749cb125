// case: pred.modifier-swizzle/valid/ps_2_x/ins-not (validate)
// expect: valid
// case: pred.modifier-swizzle/assemble/ps_2_x/ins-not (assemble)
// expect: the tokens of valid-ps_2_x-ins-not.bin
// origin: template op {ins: not}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(!p0) mov r0, r1
mov oC0, c0
