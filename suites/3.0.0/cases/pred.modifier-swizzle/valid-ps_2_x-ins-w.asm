// case: pred.modifier-swizzle/valid/ps_2_x/ins-w (validate)
// expect: valid
// case: pred.modifier-swizzle/assemble/ps_2_x/ins-w (assemble)
// expect: the tokens of valid-ps_2_x-ins-w.bin
// origin: template op {ins: w}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(!p0.w) add r0, r1, r2
mov oC0, c0
