// case: op.rep-operand/invalid/vs_2_0/ins-c0_ctx (validate)
// expect: invalid [op.rep-operand]
// origin: template op {ins: c0} + 6 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep c0
    add r0, r1, r2
endrep
mov oPos, v0
add r4, c6, c6
add r5, c2, r4
mad r6, c3, c3, r5
mov r7, r4
add r8, c2, c2
add r9, c4, c4
