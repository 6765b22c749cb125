// case: slots.texture/valid/ps_2_0/n-1_ctx (validate)
// expect: valid
// case: slots.texture/assemble/ps_2_0/n-1_ctx (assemble)
// expect: the tokens of valid-ps_2_0-n-1_ctx.bin
// origin: template count {decls: dcl t0 dcl_2d s0, line: texld r1, t0, s0, n: 1} + 5 random context instructions (seed 1 attempt 0)
ps_2_0
dcl t0
dcl_2d s0
texld r1, t0, s0
mov oC0, c0
mul r0, c3, c3
mul r2, c0, r0
mov r3, c1
mov r4, c1
mad r5, r2, c1, c1
