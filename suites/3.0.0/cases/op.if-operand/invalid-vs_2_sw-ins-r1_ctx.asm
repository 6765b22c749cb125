// case: op.if-operand/invalid/vs_2_sw/ins-r1_ctx (validate)
// expect: invalid [op.if-operand]
// origin: template op {ins: r1} + 2 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if r1.x
    add r0, r1, r2
endif
mov oPos, v0
mad r4, c3, c3, c3
mad r5, c3, r4, r4
