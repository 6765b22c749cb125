// case: src.sampler/invalid/ps_3_0/sm3_ins-c0_ctx (validate)
// expect: invalid [src.sampler]
// origin: template op {decls: dcl_texcoord0 v0, ins: c0} + 5 random context instructions (seed 1 attempt 2)
ps_3_0
dcl_texcoord v0
mov r1, c0
mov r2, c0
mov r3, c0
texld r0, v0, c0
mov oC0, c0
mov r4, c0
add r5, r4, r4
add r6, r5, c5
mov r7, c2
mul r8, r6, r7
