// case: pred.modifier-swizzle/valid/vs_3_sw/ins-not (validate)
// expect: valid
// case: pred.modifier-swizzle/assemble/vs_3_sw/ins-not (assemble)
// expect: the tokens of valid-vs_3_sw-ins-not.bin
// origin: template op {ins: not}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(!p0) mov r0, r1
mov o0, v0
