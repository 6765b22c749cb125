// case: op.crs-operands/valid/vs_3_0/ins-x (validate)
// expect: valid
// case: op.crs-operands/assemble/vs_3_0/ins-x (assemble)
// expect: the tokens of valid-vs_3_0-ins-x.bin
// origin: template op {ins: x}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.x, r1, r2
mov o0, v0
