// case: pred.modifier-swizzle/valid/vs_2_sw/ins-w (validate)
// expect: valid
// case: pred.modifier-swizzle/assemble/vs_2_sw/ins-w (assemble)
// expect: the tokens of valid-vs_2_sw-ins-w.bin
// origin: template op {ins: w}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(!p0.w) add r0, r1, r2
mov oPos, v0
