// case: flow.break-in-loop/valid/vs_3_0/ins-breakc (validate)
// expect: valid
// case: flow.break-in-loop/assemble/vs_3_0/ins-breakc (assemble)
// expect: the tokens of valid-vs_3_0-ins-breakc.bin
// origin: template op {ins: breakc}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break_gt r1.x, c0.x
endrep
mov o0, v0
