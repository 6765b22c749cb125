// case: op.crs-operands/valid/vs_2_x/ins-xyz (validate)
// expect: valid
// case: op.crs-operands/assemble/vs_2_x/ins-xyz (assemble)
// expect: the tokens of valid-vs_2_x-ins-xyz.bin
// origin: template op {ins: xyz}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, r1, r2
mov oPos, v0
