// case: pred.modifier-swizzle/invalid/vs_2_sw/ins-yx_ctx (validate)
// expect: invalid [pred.modifier-swizzle]
// origin: template op {ins: yx} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0.yx) mov r0, r1
mov oPos, v0
mad r4, c0, c0, c0
add r5, r4, c7
mul r6, c4, c4
mul r7, c1, c1
add r8, r6, c3
mad r9, r7, c0, c0
