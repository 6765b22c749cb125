// case: op.if-operand/invalid/ps_2_sw/ins-r1_ctx (validate)
// expect: invalid [op.if-operand]
// origin: template op {ins: r1} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
if r1.x
    add r0, r1, r2
endif
mov oC0, c0
add r4, c2, c2
mul r5, r4, r4
mad r6, r4, c7, r4
