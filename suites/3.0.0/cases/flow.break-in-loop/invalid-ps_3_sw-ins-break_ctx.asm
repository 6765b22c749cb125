// case: flow.break-in-loop/invalid/ps_3_sw/ins-break_ctx (validate)
// expect: invalid [flow.break-in-loop]
// origin: template op {ins: break} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
break
mov oC0, c0
mul r0, c0, c0
add r4, c3, r0
mov r5, r4
