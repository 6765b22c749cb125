// case: src.sampler/invalid/ps_3_sw/sm3_ins-c0_ctx (validate)
// expect: invalid [src.sampler]
// origin: template op {decls: dcl_texcoord0 v0, ins: c0} + 4 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord v0
mov r1, c0
mov r2, c0
mov r3, c0
texld r0, v0, c0
mov oC0, c0
mad r4, c5, c5, c5
add r5, r4, c1
add r6, r4, c1
mad r7, r6, c1, c1
