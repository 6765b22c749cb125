// case: op.crs-operands/invalid/ps_2_sw/ins-full_ctx (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: full} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
crs r0, r1, r2
mov oC0, c0
mov r4, c4
mov r5, c4
add r6, c6, r5
mov r7, r6
