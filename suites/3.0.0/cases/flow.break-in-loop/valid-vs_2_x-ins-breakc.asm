// case: flow.break-in-loop/valid/vs_2_x/ins-breakc (validate)
// expect: valid
// case: flow.break-in-loop/assemble/vs_2_x/ins-breakc (assemble)
// expect: the tokens of valid-vs_2_x-ins-breakc.bin
// origin: template op {ins: breakc}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break_gt r1.x, c0.x
endrep
mov oPos, v0
