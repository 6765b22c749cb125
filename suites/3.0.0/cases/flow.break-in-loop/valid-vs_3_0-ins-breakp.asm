// case: flow.break-in-loop/valid/vs_3_0/ins-breakp (validate)
// expect: valid
// case: flow.break-in-loop/assemble/vs_3_0/ins-breakp (assemble)
// expect: the tokens of valid-vs_3_0-ins-breakp.bin
// origin: template op {ins: breakp}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
rep i0
breakp p0.x
endrep
mov o0, v0
