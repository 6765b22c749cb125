// case: swz.texldd-ps2x/valid/ps_2_sw/ins-t_ctx (validate)
// expect: valid
// case: swz.texldd-ps2x/assemble/ps_2_sw/ins-t_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-ins-t_ctx.bin
// origin: template op {decls: dcl t0 dcl_2d s0, ins: t} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r0, t0, s0, r1, r2
mov oC0, c0
mul r4, c6, c6
mov r5, r4
mad r6, r4, r5, r5
mad r7, c3, r5, r4
mul r8, r5, c2
