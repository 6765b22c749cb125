// case: op.crs-operands/valid/vs_3_sw/ins-neg (validate)
// expect: valid
// case: op.crs-operands/assemble/vs_3_sw/ins-neg (assemble)
// expect: the tokens of valid-vs_3_sw-ins-neg.bin
// origin: template op {ins: neg}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, -r1, r2
mov o0, v0
