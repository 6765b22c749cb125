// case: op.lrp-dst-src/valid/ps_2_x/ins-other_ctx (validate)
// expect: valid
// case: op.lrp-dst-src/assemble/ps_2_x/ins-other_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-other_ctx.bin
// origin: template op {ins: other} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov oC0, c0
add r4, c2, c2
add r5, c5, r4
add r6, c2, r5
mov r7, c4
mov r8, c5
mov r9, c5
