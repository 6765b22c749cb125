// case: op.loop-operands/valid/ps_3_0/ins-al-i0_ctx (validate)
// expect: valid
// case: op.loop-operands/assemble/ps_3_0/ins-al-i0_ctx (assemble)
// expect: the tokens of valid-ps_3_0-ins-al-i0_ctx.bin
// origin: template op {ins: al-i0} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
    add r0, r1, r2
endloop
mov oC0, c0
mul r4, c0, c0
mad r5, c4, r4, c4
mad r6, c0, r4, r5
mad r7, c6, c6, r4
mad r8, c1, c1, r5
