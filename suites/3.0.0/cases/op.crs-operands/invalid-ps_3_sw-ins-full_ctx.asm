// case: op.crs-operands/invalid/ps_3_sw/ins-full_ctx (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: full} + 1 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
crs r0, r1, r2
mov oC0, c0
mad r4, c3, c3, c3
