// case: flow.break-in-loop/invalid/ps_2_sw/ins-break_ctx (validate)
// expect: invalid [flow.break-in-loop]
// origin: template op {ins: break} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
break
mov oC0, c0
mad r0, c6, c6, c6
mov r4, c7
mul r5, c4, r0
