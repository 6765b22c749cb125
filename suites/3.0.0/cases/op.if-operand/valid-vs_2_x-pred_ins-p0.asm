// case: op.if-operand/valid/vs_2_x/pred_ins-p0 (validate)
// expect: valid
// case: op.if-operand/assemble/vs_2_x/pred_ins-p0 (assemble)
// expect: the tokens of valid-vs_2_x-pred_ins-p0.bin
// origin: template op {ins: p0}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
if p0.x
add r0, r1, r2
endif
mov oPos, v0
