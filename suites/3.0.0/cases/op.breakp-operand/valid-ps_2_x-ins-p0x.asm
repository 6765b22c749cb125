// case: op.breakp-operand/valid/ps_2_x/ins-p0x (validate)
// expect: valid
// case: op.breakp-operand/assemble/ps_2_x/ins-p0x (assemble)
// expect: the tokens of valid-ps_2_x-ins-p0x.bin
// origin: template op {ins: p0x}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
rep i0
breakp p0.x
endrep
mov oC0, c0
