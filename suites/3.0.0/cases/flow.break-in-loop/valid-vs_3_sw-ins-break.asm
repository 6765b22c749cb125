// case: flow.break-in-loop/valid/vs_3_sw/ins-break (validate)
// expect: valid
// case: flow.break-in-loop/assemble/vs_3_sw/ins-break (assemble)
// expect: the tokens of valid-vs_3_sw-ins-break.bin
// origin: template op {ins: break}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break
endrep
mov o0, v0
