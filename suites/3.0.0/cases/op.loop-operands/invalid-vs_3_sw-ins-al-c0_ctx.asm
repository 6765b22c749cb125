// case: op.loop-operands/invalid/vs_3_sw/ins-al-c0_ctx (validate)
// expect: invalid [op.loop-operands]
// origin: template op {ins: al-c0} + 3 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, c0
    add r0, r1, r2
endloop
mov o0, v0
mov r4, c5
mad r5, c5, c5, r4
mul r6, r5, r5
