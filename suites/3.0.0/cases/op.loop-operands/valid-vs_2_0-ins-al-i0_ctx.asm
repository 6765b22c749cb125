// case: op.loop-operands/valid/vs_2_0/ins-al-i0_ctx (validate)
// expect: valid
// case: op.loop-operands/assemble/vs_2_0/ins-al-i0_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-al-i0_ctx.bin
// origin: template op {ins: al-i0} + 5 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
    add r0, r1, r2
endloop
mov oPos, v0
mov r4, c4
mul r5, r4, c1
mul r6, c4, r4
mov r7, r4
add r8, c1, r4
