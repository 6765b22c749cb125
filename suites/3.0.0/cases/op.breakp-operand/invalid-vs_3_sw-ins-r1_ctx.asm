// case: op.breakp-operand/invalid/vs_3_sw/ins-r1_ctx (validate)
// expect: invalid [op.breakp-operand]
// origin: template op {ins: r1} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    breakp r1.x
endrep
mov o0, v0
mad r0, c4, c4, c4
add r4, r0, r0
mad r5, c4, c4, r4
add r6, r0, c1
mov r7, r6
mul r8, c2, c2
