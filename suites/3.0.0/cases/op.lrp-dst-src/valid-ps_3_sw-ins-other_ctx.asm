// case: op.lrp-dst-src/valid/ps_3_sw/ins-other_ctx (validate)
// expect: valid
// case: op.lrp-dst-src/assemble/ps_3_sw/ins-other_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-other_ctx.bin
// origin: template op {ins: other} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov oC0, c0
mul r4, c1, c1
mov r5, c4
add r6, r4, r4
add r7, c7, r5
mad r8, r6, r6, r7
