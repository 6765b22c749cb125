// case: op.if-operand/invalid/ps_3_0/ins-r1_ctx (validate)
// expect: invalid [op.if-operand]
// origin: template op {ins: r1} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
if r1.x
    add r0, r1, r2
endif
mov oC0, c0
add r4, c7, c7
add r5, c2, r4
mad r6, c6, r4, r4
mul r7, r4, r6
