// case: op.rep-operand/valid/ps_3_0/ins-i0_ctx (validate)
// expect: valid
// case: op.rep-operand/assemble/ps_3_0/ins-i0_ctx (assemble)
// expect: the tokens of valid-ps_3_0-ins-i0_ctx.bin
// origin: template op {ins: i0} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    add r0, r1, r2
endrep
mov oC0, c0
mul r4, c0, c0
add r5, r4, c5
mul r6, r5, r4
mov r7, c1
