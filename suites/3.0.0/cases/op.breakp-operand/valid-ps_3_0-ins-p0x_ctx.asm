// case: op.breakp-operand/valid/ps_3_0/ins-p0x_ctx (validate)
// expect: valid
// case: op.breakp-operand/assemble/ps_3_0/ins-p0x_ctx (assemble)
// expect: the tokens of valid-ps_3_0-ins-p0x_ctx.bin
// origin: template op {ins: p0x} + 5 random context instructions (seed 1 attempt 2)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
rep i0
    breakp p0.x
endrep
mov oC0, c0
mul r0, c0, c0
add r4, r0, r0
mul r5, r4, c3
mul r6, r0, r0
mul r7, r6, c5
