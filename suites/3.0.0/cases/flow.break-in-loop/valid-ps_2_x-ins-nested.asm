// case: flow.break-in-loop/valid/ps_2_x/ins-nested (validate)
// expect: valid
// case: flow.break-in-loop/assemble/ps_2_x/ins-nested (assemble)
// expect: the tokens of valid-ps_2_x-ins-nested.bin
// origin: template op {ins: nested}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
if b0
break
endif
endrep
mov oC0, c0
