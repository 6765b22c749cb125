// case: op.if-operand/invalid/vs_3_sw/ins-r1_ctx (validate)
// expect: invalid [op.if-operand]
// origin: template op {ins: r1} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
if r1.x
    add r0, r1, r2
endif
mov o0, v0
mad r4, c3, c3, c3
mov r5, r4
add r6, r5, r5
mov r7, r5
mad r8, r6, r6, r4
add r9, c3, r6
