// case: pred.modifier-swizzle/valid/vs_2_sw/ins-x (validate)
// expect: valid
// case: pred.modifier-swizzle/assemble/vs_2_sw/ins-x (assemble)
// expect: the tokens of valid-vs_2_sw-ins-x.bin
// origin: template op {ins: x}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0.x) mov r0, r1
mov oPos, v0
