// case: op.breakp-operand/invalid/vs_3_0/ins-r1_ctx (validate)
// expect: invalid [op.breakp-operand]
// origin: template op {ins: r1} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    breakp r1.x
endrep
mov o0, v0
mul r0, c7, c7
mul r4, c4, c4
mul r5, c0, r0
mul r6, c0, c0
mad r7, r0, c2, r4
add r8, r5, r7
