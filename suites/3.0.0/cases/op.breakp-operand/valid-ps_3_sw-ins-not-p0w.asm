// case: op.breakp-operand/valid/ps_3_sw/ins-not-p0w (validate)
// expect: valid
// case: op.breakp-operand/assemble/ps_3_sw/ins-not-p0w (assemble)
// expect: the tokens of valid-ps_3_sw-ins-not-p0w.bin
// origin: template op {ins: not-p0w}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
rep i0
breakp !p0.w
endrep
mov oC0, c0
