// case: op.loop-operands/invalid/ps_3_sw/ins-al-c0_ctx (validate)
// expect: invalid [op.loop-operands]
// origin: template op {ins: al-c0} + 6 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, c0
    add r0, r1, r2
endloop
mov oC0, c0
mad r4, c7, c7, c7
mul r5, c6, r4
mad r6, c4, r5, r5
mov r7, r6
mad r8, r4, r5, c2
mad r9, c4, c4, c4
