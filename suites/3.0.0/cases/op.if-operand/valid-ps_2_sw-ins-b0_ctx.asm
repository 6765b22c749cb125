// case: op.if-operand/valid/ps_2_sw/ins-b0_ctx (validate)
// expect: valid
// case: op.if-operand/assemble/ps_2_sw/ins-b0_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-ins-b0_ctx.bin
// origin: template op {ins: b0} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
if b0
    add r0, r1, r2
endif
mov oC0, c0
mov r4, c0
mad r5, c7, c7, c7
mul r6, r4, c7
add r7, c7, r5
add r8, r7, r6
add r9, r7, r7
