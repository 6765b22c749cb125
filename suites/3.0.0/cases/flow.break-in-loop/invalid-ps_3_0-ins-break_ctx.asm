// case: flow.break-in-loop/invalid/ps_3_0/ins-break_ctx (validate)
// expect: invalid [flow.break-in-loop]
// origin: template op {ins: break} + 2 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
break
mov oC0, c0
mul r0, c5, c5
add r4, c2, c2
