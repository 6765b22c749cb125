// case: flow.break-in-loop/invalid/vs_2_x/ins-after (validate)
// expect: invalid [flow.break-in-loop]
// origin: template op {ins: after}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
endrep
break
mov oPos, v0
