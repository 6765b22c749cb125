// case: op.lrp-dst-src/valid/ps_3_0/ins-other_ctx (validate)
// expect: valid
// case: op.lrp-dst-src/assemble/ps_3_0/ins-other_ctx (assemble)
// expect: the tokens of valid-ps_3_0-ins-other_ctx.bin
// origin: template op {ins: other} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov oC0, c0
mul r4, c2, c2
add r5, r4, c6
mul r6, r4, c0
mov r7, c2
