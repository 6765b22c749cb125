// case: op.breakp-operand/valid/vs_3_sw/ins-not-p0w (validate)
// expect: valid
// case: op.breakp-operand/assemble/vs_3_sw/ins-not-p0w (assemble)
// expect: the tokens of valid-vs_3_sw-ins-not-p0w.bin
// origin: template op {ins: not-p0w}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
rep i0
breakp !p0.w
endrep
mov o0, v0
