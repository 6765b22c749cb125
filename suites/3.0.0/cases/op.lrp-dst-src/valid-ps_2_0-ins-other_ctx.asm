// case: op.lrp-dst-src/valid/ps_2_0/ins-other_ctx (validate)
// expect: valid
// case: op.lrp-dst-src/assemble/ps_2_0/ins-other_ctx (assemble)
// expect: the tokens of valid-ps_2_0-ins-other_ctx.bin
// origin: template op {ins: other} + 1 random context instructions (seed 1 attempt 1)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov oC0, c0
mov r4, c0
