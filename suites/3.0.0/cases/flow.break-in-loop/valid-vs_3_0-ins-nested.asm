// case: flow.break-in-loop/valid/vs_3_0/ins-nested (validate)
// expect: valid
// case: flow.break-in-loop/assemble/vs_3_0/ins-nested (assemble)
// expect: the tokens of valid-vs_3_0-ins-nested.bin
// origin: template op {ins: nested}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
if b0
break
endif
endrep
mov o0, v0
