// case: pred.modifier-swizzle/invalid/ps_3_sw/ins-yx_ctx (validate)
// expect: invalid [pred.modifier-swizzle]
// origin: template op {ins: yx} + 6 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0.yx) mov r0, r1
mov oC0, c0
mov r4, c4
mul r5, r4, c2
add r6, r4, c3
mov r7, c3
add r8, c0, c0
mad r9, r6, c1, r6
