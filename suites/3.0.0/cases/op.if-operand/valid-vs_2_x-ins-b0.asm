// case: op.if-operand/valid/vs_2_x/ins-b0 (validate)
// expect: valid
// case: op.if-operand/assemble/vs_2_x/ins-b0 (assemble)
// expect: the tokens of valid-vs_2_x-ins-b0.bin
// origin: template op {ins: b0}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if b0
add r0, r1, r2
endif
mov oPos, v0
