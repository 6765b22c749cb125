// case: src.texture-coordinate/valid/ps_2_x/texldd_ins-t0_ctx (validate)
// expect: valid
// case: src.texture-coordinate/assemble/ps_2_x/texldd_ins-t0_ctx (assemble)
// expect: the tokens of valid-ps_2_x-texldd_ins-t0_ctx.bin
// origin: template op {decls: dcl t0 dcl_2d s0, ins: t0} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r0, t0, s0, r1, r2
mov oC0, c0
add r4, c5, c5
mul r5, r4, r4
mul r6, c5, r4
mad r7, c7, c7, r4
add r8, r7, c5
mov r9, c1
