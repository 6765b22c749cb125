// case: op.crs-operands/valid/ps_2_sw/ins-yz (validate)
// expect: valid
// case: op.crs-operands/assemble/ps_2_sw/ins-yz (assemble)
// expect: the tokens of valid-ps_2_sw-ins-yz.bin
// origin: template op {ins: yz}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.yz, r2, r1
mov oC0, c0
