// case: op.breakp-operand/invalid/ps_2_sw/ins-r1_ctx (validate)
// expect: invalid [op.breakp-operand]
// origin: template op {ins: r1} + 2 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    breakp r1.x
endrep
mov oC0, c0
mad r0, c7, c7, c7
add r4, c0, r0
