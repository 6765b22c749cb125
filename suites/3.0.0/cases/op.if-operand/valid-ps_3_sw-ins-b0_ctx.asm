// case: op.if-operand/valid/ps_3_sw/ins-b0_ctx (validate)
// expect: valid
// case: op.if-operand/assemble/ps_3_sw/ins-b0_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-b0_ctx.bin
// origin: template op {ins: b0} + 6 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
if b0
    add r0, r1, r2
endif
mov oC0, c0
add r4, c7, c7
mad r5, c6, r4, c6
mov r6, r5
mad r7, r6, r5, c6
mul r8, c7, c7
mov r9, r5
