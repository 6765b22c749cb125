// case: src.sampler/valid/ps_2_sw/sm2_ins-texld_ctx (validate)
// expect: valid
// case: src.sampler/assemble/ps_2_sw/sm2_ins-texld_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-sm2_ins-texld_ctx.bin
// origin: template op {decls: dcl t0 dcl_2d s0, ins: texld} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texld r0, t0, s0
mov oC0, c0
add r4, c0, c0
mov r5, r4
mov r6, c3
mad r7, r6, c0, c0
