// case: op.setp-dst/valid/vs_3_0/ins-p0_ctx (validate)
// expect: valid
// case: op.setp-dst/assemble/vs_3_0/ins-p0_ctx (assemble)
// expect: the tokens of valid-vs_3_0-ins-p0_ctx.bin
// origin: template op {ins: p0} + 2 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
mov o0, v0
add r0, c3, c3
mad r4, r0, c4, c4
