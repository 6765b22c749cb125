// case: flow.break-in-loop/invalid/ps_2_x/ins-after (validate)
// expect: invalid [flow.break-in-loop]
// origin: template op {ins: after}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
endrep
break
mov oC0, c0
