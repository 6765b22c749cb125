// case: op.rep-operand/invalid/vs_2_x/ins-c0_ctx (validate)
// expect: invalid [op.rep-operand]
// origin: template op {ins: c0} + 6 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep c0
    add r0, r1, r2
endrep
mov oPos, v0
add r4, c2, c2
add r5, r4, r4
add r6, r4, c4
add r7, c2, r5
add r8, r4, r5
mul r9, c3, c3
