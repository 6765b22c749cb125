// case: sm2.index.const-only/valid/vs_2_0/code-c-a0_ctx (validate)
// expect: valid
// case: sm2.index.const-only/assemble/vs_2_0/code-c-a0_ctx (assemble)
// expect: the tokens of valid-vs_2_0-code-c-a0_ctx.bin
// origin: template code {code: c-a0} + 2 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mova a0.x, v0.x
mov r0, c1[a0.x]
mov oPos, v0
mul r1, c0, c0
mov r2, r1
