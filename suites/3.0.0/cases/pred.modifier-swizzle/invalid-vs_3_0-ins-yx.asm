// case: pred.modifier-swizzle/invalid/vs_3_0/ins-yx (validate)
// expect: invalid [pred.modifier-swizzle]
// origin: template op {ins: yx}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0.yx) mov r0, r1
mov o0, v0
