// case: swz.texldd-ps2x/invalid/ps_2_sw/ins-swz0_ctx (validate)
// expect: invalid [swz.texldd-ps2x]
// origin: template op {decls: dcl t0 dcl_2d s0, ins: swz0} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldd r0, t0.yxzw, s0, r1, r2
mov oC0, c0
mad r4, c2, c2, c2
mad r5, r4, c2, r4
add r6, c4, c4
mad r7, c0, r5, c0
mad r8, c4, r7, r4
