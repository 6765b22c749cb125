// case: flow.break-in-loop/valid/ps_2_x/ins-breakc (validate)
// expect: valid
// case: flow.break-in-loop/assemble/ps_2_x/ins-breakc (assemble)
// expect: the tokens of valid-ps_2_x-ins-breakc.bin
// origin: template op {ins: breakc}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break_gt r1.x, c0.x
endrep
mov oC0, c0
