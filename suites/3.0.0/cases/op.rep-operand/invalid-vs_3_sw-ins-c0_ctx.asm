// case: op.rep-operand/invalid/vs_3_sw/ins-c0_ctx (validate)
// expect: invalid [op.rep-operand]
// origin: template op {ins: c0} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep c0
    add r0, r1, r2
endrep
mov o0, v0
mad r4, c7, c7, c7
add r5, c1, r4
mul r6, c4, c4
add r7, c7, c7
