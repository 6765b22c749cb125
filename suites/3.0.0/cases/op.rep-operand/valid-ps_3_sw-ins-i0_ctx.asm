// case: op.rep-operand/valid/ps_3_sw/ins-i0_ctx (validate)
// expect: valid
// case: op.rep-operand/assemble/ps_3_sw/ins-i0_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-i0_ctx.bin
// origin: template op {ins: i0} + 6 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    add r0, r1, r2
endrep
mov oC0, c0
add r4, c5, c5
mul r5, c1, r4
add r6, c2, r5
mov r7, c5
mad r8, c6, c6, r4
add r9, c3, c3
