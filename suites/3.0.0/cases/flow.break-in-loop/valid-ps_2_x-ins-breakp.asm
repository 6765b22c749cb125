// case: flow.break-in-loop/valid/ps_2_x/ins-breakp (validate)
// expect: valid
// case: flow.break-in-loop/assemble/ps_2_x/ins-breakp (assemble)
// expect: the tokens of valid-ps_2_x-ins-breakp.bin
// origin: template op {ins: breakp}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
rep i0
breakp p0.x
endrep
mov oC0, c0
