// case: op.setp-dst/valid/vs_2_x/ins-p0_ctx (validate)
// expect: valid
// case: op.setp-dst/assemble/vs_2_x/ins-p0_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-p0_ctx.bin
// origin: template op {ins: p0} + 3 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
mov oPos, v0
mul r0, c0, c0
mul r4, c5, r0
mov r5, r0
