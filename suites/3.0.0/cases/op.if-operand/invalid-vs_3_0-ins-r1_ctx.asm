// case: op.if-operand/invalid/vs_3_0/ins-r1_ctx (validate)
// expect: invalid [op.if-operand]
// origin: template op {ins: r1} + 2 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
if r1.x
    add r0, r1, r2
endif
mov o0, v0
add r4, c7, c7
add r5, c1, c1
