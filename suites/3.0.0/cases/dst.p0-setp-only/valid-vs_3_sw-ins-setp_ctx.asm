// case: dst.p0-setp-only/valid/vs_3_sw/ins-setp_ctx (validate)
// expect: valid
// case: dst.p0-setp-only/assemble/vs_3_sw/ins-setp_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-ins-setp_ctx.bin
// origin: template op {ins: setp} + 6 random context instructions (seed 1 attempt 1)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
(p0) mov r0, r1
mov o0, v0
mad r4, c4, c4, c4
mad r5, c7, r4, r4
mov r6, c7
mov r7, c2
add r8, c1, r6
mad r9, r5, r5, r6
