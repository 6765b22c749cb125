// case: src.sgn-scratch/invalid/vs_2_x/ins-swizzle_ctx (validate)
// expect: invalid [src.sgn-scratch]
// origin: template op {ins: swizzle} + 2 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sgn r0, r1, r2.x, r3
mov oPos, v0
mul r4, c5, c5
mov r5, c2
