// case: dst.p0-setp-only/valid/vs_3_0/ins-setp_ctx (validate)
// expect: valid
// case: dst.p0-setp-only/assemble/vs_3_0/ins-setp_ctx (assemble)
// expect: the tokens of valid-vs_3_0-ins-setp_ctx.bin
// origin: template op {ins: setp} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
(p0) mov r0, r1
mov o0, v0
add r4, c3, c3
mov r5, c2
mad r6, r5, c2, c2
add r7, c7, r4
mad r8, r7, r5, c2
mul r9, r6, r4
