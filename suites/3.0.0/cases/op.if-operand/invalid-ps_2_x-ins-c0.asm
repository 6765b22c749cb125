// case: op.if-operand/invalid/ps_2_x/ins-c0 (validate)
// expect: invalid [op.if-operand]
// origin: template op {ins: c0}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
if c0.x
add r0, r1, r2
endif
mov oC0, c0
