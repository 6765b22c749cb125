// case: op.breakp-operand/invalid/vs_2_sw/ins-r1_ctx (validate)
// expect: invalid [op.breakp-operand]
// origin: template op {ins: r1} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    breakp r1.x
endrep
mov oPos, v0
mul r0, c6, c6
mov r4, r0
add r5, c7, r0
mov r6, c0
mul r7, r6, r4
mov r8, r5
