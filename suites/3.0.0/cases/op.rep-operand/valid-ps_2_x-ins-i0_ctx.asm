// case: op.rep-operand/valid/ps_2_x/ins-i0_ctx (validate)
// expect: valid
// case: op.rep-operand/assemble/ps_2_x/ins-i0_ctx (assemble)
// expect: the tokens of valid-ps_2_x-ins-i0_ctx.bin
// origin: template op {ins: i0} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    add r0, r1, r2
endrep
mov oC0, c0
mul r4, c1, c1
add r5, r4, c6
mov r6, c3
add r7, r5, r5
mad r8, r7, c3, c3
