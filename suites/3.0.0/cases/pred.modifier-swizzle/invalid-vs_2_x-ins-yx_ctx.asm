// case: pred.modifier-swizzle/invalid/vs_2_x/ins-yx_ctx (validate)
// expect: invalid [pred.modifier-swizzle]
// origin: template op {ins: yx} + 1 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0.yx) mov r0, r1
mov oPos, v0
add r4, c0, c0
