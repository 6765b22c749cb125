// case: op.if-operand/invalid/vs_2_sw/ins-r1 (validate)
// expect: invalid [op.if-operand]
// origin: template op {ins: r1}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if r1.x
add r0, r1, r2
endif
mov oPos, v0
