// case: flow.break-in-loop/valid/vs_2_x/ins-nested (validate)
// expect: valid
// case: flow.break-in-loop/assemble/vs_2_x/ins-nested (assemble)
// expect: the tokens of valid-vs_2_x-ins-nested.bin
// origin: template op {ins: nested}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
if b0
break
endif
endrep
mov oPos, v0
