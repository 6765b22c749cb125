// case: src.direct-file/invalid/ps_2_0/sampler_ins-s0_ctx (validate)
// expect: invalid [src.direct-file]
// origin: template op {decls: dcl_2d s0, ins: s0} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, s0
mov oC0, c0
add r4, c0, c0
add r5, r4, r4
mov r6, r4
mul r7, c5, c5
add r8, c1, r4
mov r9, c1
