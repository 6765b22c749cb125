// case: dst.p0-setp-only/valid/vs_2_sw/ins-setp_ctx (validate)
// expect: valid
// case: dst.p0-setp-only/assemble/vs_2_sw/ins-setp_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-setp_ctx.bin
// origin: template op {ins: setp} + 1 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
(p0) mov r0, r1
mov oPos, v0
mul r4, c6, c6
