// case: flow.break-in-loop/valid/ps_3_sw/ins-nested (validate)
// expect: valid
// case: flow.break-in-loop/assemble/ps_3_sw/ins-nested (assemble)
// expect: the tokens of valid-ps_3_sw-ins-nested.bin
// origin: template op {ins: nested}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
if b0
break
endif
endrep
mov oC0, c0
