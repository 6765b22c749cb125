// case: flow.break-in-loop/invalid/vs_2_sw/ins-break_ctx (validate)
// expect: invalid [flow.break-in-loop]
// origin: template op {ins: break} + 2 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
break
mov oPos, v0
mov r0, c4
mov r4, c7
