// case: flow.break-in-loop/invalid/ps_3_sw/ins-break (validate)
// expect: invalid [flow.break-in-loop]
// origin: template op {ins: break}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
break
mov oC0, c0
