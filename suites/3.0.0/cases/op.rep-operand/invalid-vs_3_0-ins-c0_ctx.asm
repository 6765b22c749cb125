// case: op.rep-operand/invalid/vs_3_0/ins-c0_ctx (validate)
// expect: invalid [op.rep-operand]
// origin: template op {ins: c0} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep c0
    add r0, r1, r2
endrep
mov o0, v0
mov r4, c5
mad r5, c2, r4, r4
mov r6, c5
mad r7, c5, r6, c5
add r8, c3, c3
mad r9, c1, c1, r8
