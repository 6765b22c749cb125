// case: op.if-operand/valid/ps_3_0/ins-b0_ctx (validate)
// expect: valid
// case: op.if-operand/assemble/ps_3_0/ins-b0_ctx (assemble)
// expect: the tokens of valid-ps_3_0-ins-b0_ctx.bin
// origin: template op {ins: b0} + 3 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
if b0
    add r0, r1, r2
endif
mov oC0, c0
mov r4, c5
mad r5, c7, c7, r4
add r6, r5, r5
