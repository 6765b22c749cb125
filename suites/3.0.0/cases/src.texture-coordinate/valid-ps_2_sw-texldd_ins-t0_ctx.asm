// case: src.texture-coordinate/valid/ps_2_sw/texldd_ins-t0_ctx (validate)
// expect: valid
// case: src.texture-coordinate/assemble/ps_2_sw/texldd_ins-t0_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-texldd_ins-t0_ctx.bin
// origin: template op {decls: dcl t0 dcl_2d s0, ins: t0} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r0, t0, s0, r1, r2
mov oC0, c0
mad r4, c4, c4, c4
add r5, c6, c6
add r6, r4, r4
mad r7, r5, r6, r6
