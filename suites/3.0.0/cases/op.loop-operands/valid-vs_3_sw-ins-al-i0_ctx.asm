// case: op.loop-operands/valid/vs_3_sw/ins-al-i0_ctx (validate)
// expect: valid
// case: op.loop-operands/assemble/vs_3_sw/ins-al-i0_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-ins-al-i0_ctx.bin
// origin: template op {ins: al-i0} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
    add r0, r1, r2
endloop
mov o0, v0
mad r4, c3, c3, c3
mov r5, c2
mov r6, c3
mul r7, r4, c1
