// case: swz.texldd-ps2x/valid/ps_2_x/ins-t_ctx (validate)
// expect: valid
// case: swz.texldd-ps2x/assemble/ps_2_x/ins-t_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-t_ctx.bin
// origin: template op {decls: dcl t0 dcl_2d s0, ins: t} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r0, t0, s0, r1, r2
mov oC0, c0
mul r4, c3, c3
mad r5, r4, c3, r4
mov r6, c0
mad r7, r4, r5, r4
mad r8, c7, c7, r6
mad r9, r4, r6, r5
