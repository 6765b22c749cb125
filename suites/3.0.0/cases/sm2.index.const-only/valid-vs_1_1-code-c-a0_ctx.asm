// case: sm2.index.const-only/valid/vs_1_1/code-c-a0_ctx (validate)
// expect: valid
// case: sm2.index.const-only/assemble/vs_1_1/code-c-a0_ctx (assemble)
// expect: the tokens of valid-vs_1_1-code-c-a0_ctx.bin
// origin: template code {code: c-a0} + 6 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov a0.x, v0.x
mov r0, c1[a0.x]
mov oPos, v0
mul r1, c0, c0
mad r2, r1, c7, c7
add r3, r1, c4
add r4, r2, r3
mad r5, c3, c3, r1
mul r6, r4, r1
