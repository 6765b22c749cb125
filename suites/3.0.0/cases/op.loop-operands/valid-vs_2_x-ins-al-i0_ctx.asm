// case: op.loop-operands/valid/vs_2_x/ins-al-i0_ctx (validate)
// expect: valid
// case: op.loop-operands/assemble/vs_2_x/ins-al-i0_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-al-i0_ctx.bin
// origin: template op {ins: al-i0} + 6 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
    add r0, r1, r2
endloop
mov oPos, v0
add r4, c4, c4
mul r5, c5, c5
mul r6, r4, r5
add r7, r6, c3
mul r8, r4, c1
mad r9, r8, c2, c2
