// case: flow.break-in-loop/invalid/ps_3_sw/ins-breakp (validate)
// expect: invalid [flow.break-in-loop]
// origin: template op {ins: breakp}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
breakp p0.x
mov oC0, c0
