// case: op.if-operand/invalid/vs_2_x/ins-r1_ctx (validate)
// expect: invalid [op.if-operand]
// origin: template op {ins: r1} + 3 random context instructions (seed 1 attempt 2)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if r1.x
    add r0, r1, r2
endif
mov oPos, v0
mul r4, c3, c3
mov r5, r4
mov r6, r5
