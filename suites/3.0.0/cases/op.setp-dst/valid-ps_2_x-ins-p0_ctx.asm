// case: op.setp-dst/valid/ps_2_x/ins-p0_ctx (validate)
// expect: valid
// case: op.setp-dst/assemble/ps_2_x/ins-p0_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-p0_ctx.bin
// origin: template op {ins: p0} + 1 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
mov oC0, c0
mul r0, c2, c2
