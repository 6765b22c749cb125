// case: op.loop-operands/valid/vs_2_sw/ins-al-i0_ctx (validate)
// expect: valid
// case: op.loop-operands/assemble/vs_2_sw/ins-al-i0_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-al-i0_ctx.bin
// origin: template op {ins: al-i0} + 6 random context instructions (seed 1 attempt 2)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
    add r0, r1, r2
endloop
mov oPos, v0
mad r4, c3, c3, c3
mul r5, c6, c6
mad r6, c6, r4, r5
mad r7, c7, r6, r4
mad r8, c2, r7, r4
mul r9, c4, r7
