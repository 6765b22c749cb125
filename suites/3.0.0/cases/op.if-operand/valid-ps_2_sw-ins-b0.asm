// case: op.if-operand/valid/ps_2_sw/ins-b0 (validate)
// expect: valid
// case: op.if-operand/assemble/ps_2_sw/ins-b0 (assemble)
// expect: the tokens of valid-ps_2_sw-ins-b0.bin
// origin: template op {ins: b0}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
if b0
add r0, r1, r2
endif
mov oC0, c0
