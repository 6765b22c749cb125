// case: op.crs-operands/valid/vs_3_0/ins-yz (validate)
// expect: valid
// case: op.crs-operands/assemble/vs_3_0/ins-yz (assemble)
// expect: the tokens of valid-vs_3_0-ins-yz.bin
// origin: template op {ins: yz}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.yz, r2, r1
mov o0, v0
