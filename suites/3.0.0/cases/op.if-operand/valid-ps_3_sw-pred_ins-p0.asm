// case: op.if-operand/valid/ps_3_sw/pred_ins-p0 (validate)
// expect: valid
// case: op.if-operand/assemble/ps_3_sw/pred_ins-p0 (assemble)
// expect: the tokens of valid-ps_3_sw-pred_ins-p0.bin
// origin: template op {ins: p0}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
if p0.x
add r0, r1, r2
endif
mov oC0, c0
