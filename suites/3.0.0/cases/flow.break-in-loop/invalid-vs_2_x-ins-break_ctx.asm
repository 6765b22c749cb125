// case: flow.break-in-loop/invalid/vs_2_x/ins-break_ctx (validate)
// expect: invalid [flow.break-in-loop]
// origin: template op {ins: break} + 6 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
break
mov oPos, v0
mul r0, c5, c5
add r4, c1, c1
add r5, r4, c1
mov r6, r5
mad r7, r0, r6, c4
add r8, c0, r4
