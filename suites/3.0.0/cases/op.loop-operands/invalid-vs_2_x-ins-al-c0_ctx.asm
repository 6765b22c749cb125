// case: op.loop-operands/invalid/vs_2_x/ins-al-c0_ctx (validate)
// expect: invalid [op.loop-operands]
// origin: template op {ins: al-c0} + 4 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, c0
    add r0, r1, r2
endloop
mov oPos, v0
add r4, c2, c2
mov r5, r4
mad r6, c5, c5, r4
mov r7, r6
