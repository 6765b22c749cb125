// case: src.texture-coordinate/invalid/ps_2_x/texldd_ins-v0_ctx (validate)
// expect: invalid [src.texture-coordinate]
// origin: template op {decls: dcl v0 dcl_2d s0, ins: v0} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
dcl v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r0, v0, s0, r1, r2
mov oC0, c0
mul r4, c6, c6
add r5, r4, r4
add r6, c7, c7
mul r7, r4, c4
mul r8, c3, c3
mad r9, r4, r7, r6
