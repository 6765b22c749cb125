// case: op.crs-operands/valid/ps_2_0/ins-neg (validate)
// expect: valid
// case: op.crs-operands/assemble/ps_2_0/ins-neg (assemble)
// expect: the tokens of valid-ps_2_0-ins-neg.bin
// origin: template op {ins: neg}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, -r1, r2
mov oC0, c0
