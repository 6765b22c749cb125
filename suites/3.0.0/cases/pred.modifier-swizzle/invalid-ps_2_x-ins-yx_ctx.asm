// case: pred.modifier-swizzle/invalid/ps_2_x/ins-yx_ctx (validate)
// expect: invalid [pred.modifier-swizzle]
// origin: template op {ins: yx} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0.yx) mov r0, r1
mov oC0, c0
mul r4, c3, c3
mad r5, c7, c7, r4
mov r6, c2
mad r7, c1, c1, r4
