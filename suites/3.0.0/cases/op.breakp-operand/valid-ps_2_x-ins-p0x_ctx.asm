// case: op.breakp-operand/valid/ps_2_x/ins-p0x_ctx (validate)
// expect: valid
// case: op.breakp-operand/assemble/ps_2_x/ins-p0x_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-p0x_ctx.bin
// origin: template op {ins: p0x} + 3 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
rep i0
    breakp p0.x
endrep
mov oC0, c0
mul r0, c4, c4
mad r4, r0, c0, r0
mul r5, c1, r0
