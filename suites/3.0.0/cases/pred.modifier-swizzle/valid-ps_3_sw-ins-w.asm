// case: pred.modifier-swizzle/valid/ps_3_sw/ins-w (validate)
// expect: valid
// case: pred.modifier-swizzle/assemble/ps_3_sw/ins-w (assemble)
// expect: the tokens of valid-ps_3_sw-ins-w.bin
// origin: template op {ins: w}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(!p0.w) add r0, r1, r2
mov oC0, c0
