// case: src.sampler/invalid/vs_3_sw/vs3_ins-c0_ctx (validate)
// expect: invalid [src.sampler]
// origin: template op {decls: dcl_texcoord0 v1, ins: c0} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord v1
mov r1, c0
mov r2, c0
mov r3, c0
texldl r0, v1, c0
mov o0, v0
mul r4, c4, c4
mul r5, c6, r4
mad r6, c5, r4, r5
add r7, c4, r4
mul r8, c0, r7
mov r9, c2
