// case: flow.break-in-loop/invalid/vs_3_sw/ins-breakp (validate)
// expect: invalid [flow.break-in-loop]
// origin: template op {ins: breakp}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
breakp p0.x
mov o0, v0
