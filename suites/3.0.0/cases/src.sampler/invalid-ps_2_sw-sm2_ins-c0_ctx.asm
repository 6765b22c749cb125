// case: src.sampler/invalid/ps_2_sw/sm2_ins-c0_ctx (validate)
// expect: invalid [src.sampler]
// origin: template op {decls: dcl t0, ins: c0} + 1 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl t0
mov r1, c0
mov r2, c0
mov r3, c0
texld r0, t0, c0
mov oC0, c0
mov r4, c4
