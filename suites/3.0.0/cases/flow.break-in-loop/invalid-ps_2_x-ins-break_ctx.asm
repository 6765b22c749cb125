// case: flow.break-in-loop/invalid/ps_2_x/ins-break_ctx (validate)
// expect: invalid [flow.break-in-loop]
// origin: template op {ins: break} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
break
mov oC0, c0
mul r0, c0, c0
add r4, c7, r0
add r5, r0, c5
mul r6, r0, c5
mad r7, r4, c3, c3
