// case: op.if-operand/invalid/ps_2_x/ins-r1_ctx (validate)
// expect: invalid [op.if-operand]
// origin: template op {ins: r1} + 1 random context instructions (seed 1 attempt 1)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
if r1.x
    add r0, r1, r2
endif
mov oC0, c0
mov r4, c7
