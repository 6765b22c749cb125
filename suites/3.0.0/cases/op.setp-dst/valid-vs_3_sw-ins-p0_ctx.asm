// case: op.setp-dst/valid/vs_3_sw/ins-p0_ctx (validate)
// expect: valid
// case: op.setp-dst/assemble/vs_3_sw/ins-p0_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-ins-p0_ctx.bin
// origin: template op {ins: p0} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
mov o0, v0
mad r0, c5, c5, c5
mad r4, c6, r0, c6
mul r5, r4, c3
add r6, r0, c2
