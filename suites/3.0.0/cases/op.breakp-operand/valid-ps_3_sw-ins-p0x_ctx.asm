// case: op.breakp-operand/valid/ps_3_sw/ins-p0x_ctx (validate)
// expect: valid
// case: op.breakp-operand/assemble/ps_3_sw/ins-p0x_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-p0x_ctx.bin
// origin: template op {ins: p0x} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
rep i0
    breakp p0.x
endrep
mov oC0, c0
mul r0, c7, c7
mul r4, c1, r0
mov r5, c6
add r6, r5, c3
mul r7, c2, c2
