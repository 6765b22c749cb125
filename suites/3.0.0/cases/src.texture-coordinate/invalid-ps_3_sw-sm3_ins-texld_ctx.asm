// case: src.texture-coordinate/invalid/ps_3_sw/sm3_ins-texld_ctx (validate)
// expect: invalid [src.texture-coordinate]
// origin: template op {decls: dcl_2d s0, ins: texld} + 4 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texld r0, c0, s0
mov oC0, c0
mad r4, c6, c6, c6
mul r5, c3, c3
add r6, c5, c5
mad r7, c1, c1, r5
