// case: op.loop-operands/valid/ps_3_sw/ins-al-i0_ctx (validate)
// expect: valid
// case: op.loop-operands/assemble/ps_3_sw/ins-al-i0_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-al-i0_ctx.bin
// origin: template op {ins: al-i0} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
    add r0, r1, r2
endloop
mov oC0, c0
mul r4, c5, c5
mad r5, r4, c5, c5
mad r6, r5, r5, c1
