// case: src.sampler/invalid/vs_3_0/vs3_ins-c0_ctx (validate)
// expect: invalid [src.sampler]
// origin: template op {decls: dcl_texcoord0 v1, ins: c0} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord v1
mov r1, c0
mov r2, c0
mov r3, c0
texldl r0, v1, c0
mov o0, v0
mul r4, c2, c2
mov r5, r4
mad r6, r5, r4, c3
mad r7, r4, c1, c1
add r8, c5, c5
mad r9, r5, c5, r8
