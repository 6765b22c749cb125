// case: op.crs-operands/valid/ps_2_x/ins-x (validate)
// expect: valid
// case: op.crs-operands/assemble/ps_2_x/ins-x (assemble)
// expect: the tokens of valid-ps_2_x-ins-x.bin
// origin: template op {ins: x}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.x, r1, r2
mov oC0, c0
