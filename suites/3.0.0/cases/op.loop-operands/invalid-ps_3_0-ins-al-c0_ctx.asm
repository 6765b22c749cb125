// case: op.loop-operands/invalid/ps_3_0/ins-al-c0_ctx (validate)
// expect: invalid [op.loop-operands]
// origin: template op {ins: al-c0} + 1 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, c0
    add r0, r1, r2
endloop
mov oC0, c0
add r4, c5, c5
