// case: src.sampler/valid/ps_2_0/sm2_ins-texld_ctx (validate)
// expect: valid
// case: src.sampler/assemble/ps_2_0/sm2_ins-texld_ctx (assemble)
// expect: the tokens of valid-ps_2_0-sm2_ins-texld_ctx.bin
// origin: template op {decls: dcl t0 dcl_2d s0, ins: texld} + 5 random context instructions (seed 1 attempt 1)
ps_2_0
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texld r0, t0, s0
mov oC0, c0
mul r4, c3, c3
mov r5, r4
mov r6, c7
add r7, c0, r5
mov r8, r6
