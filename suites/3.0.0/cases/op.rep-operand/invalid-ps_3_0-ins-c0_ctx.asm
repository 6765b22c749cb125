// case: op.rep-operand/invalid/ps_3_0/ins-c0_ctx (validate)
// expect: invalid [op.rep-operand]
// origin: template op {ins: c0} + 3 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
rep c0
    add r0, r1, r2
endrep
mov oC0, c0
mul r4, c5, c5
mul r5, c1, c1
mov r6, r4
