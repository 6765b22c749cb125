// case: op.loop-operands/invalid/vs_2_0/ins-al-c0_ctx (validate)
// expect: invalid [op.loop-operands]
// origin: template op {ins: al-c0} + 6 random context instructions (seed 1 attempt 1)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, c0
    add r0, r1, r2
endloop
mov oPos, v0
mul r4, c0, c0
mul r5, r4, r4
mul r6, r4, r5
mul r7, c2, r4
add r8, r4, c2
add r9, c4, c4
