// case: flow.break-in-loop/invalid/vs_2_x/ins-breakc (validate)
// expect: invalid [flow.break-in-loop]
// origin: template op {ins: breakc}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
break_gt r1.x, c0.x
mov oPos, v0
