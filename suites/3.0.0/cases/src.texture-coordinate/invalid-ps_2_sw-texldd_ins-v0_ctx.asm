// case: src.texture-coordinate/invalid/ps_2_sw/texldd_ins-v0_ctx (validate)
// expect: invalid [src.texture-coordinate]
// origin: template op {decls: dcl v0 dcl_2d s0, ins: v0} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r0, v0, s0, r1, r2
mov oC0, c0
mov r4, c0
mad r5, r4, r4, r4
mul r6, r4, r4
mul r7, c6, c6
mov r8, c3
add r9, c0, r7
