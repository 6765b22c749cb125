// case: flow.break-in-loop/invalid/ps_2_sw/ins-breakc (validate)
// expect: invalid [flow.break-in-loop]
// origin: template op {ins: breakc}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
break_gt r1.x, c0.x
mov oC0, c0
