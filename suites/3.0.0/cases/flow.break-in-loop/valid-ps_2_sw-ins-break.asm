// case: flow.break-in-loop/valid/ps_2_sw/ins-break (validate)
// expect: valid
// case: flow.break-in-loop/assemble/ps_2_sw/ins-break (assemble)
// expect: the tokens of valid-ps_2_sw-ins-break.bin
// origin: template op {ins: break}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break
endrep
mov oC0, c0
