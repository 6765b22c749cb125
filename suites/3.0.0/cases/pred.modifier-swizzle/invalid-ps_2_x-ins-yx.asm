// case: pred.modifier-swizzle/invalid/ps_2_x/ins-yx (validate)
// expect: invalid [pred.modifier-swizzle]
// origin: template op {ins: yx}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0.yx) mov r0, r1
mov oC0, c0
