// case: sm2.index.const-only/valid/vs_2_x/code-c-a0_ctx (validate)
// expect: valid
// case: sm2.index.const-only/assemble/vs_2_x/code-c-a0_ctx (assemble)
// expect: the tokens of valid-vs_2_x-code-c-a0_ctx.bin
// origin: template code {code: c-a0} + 1 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mova a0.x, v0.x
mov r0, c1[a0.x]
mov oPos, v0
add r1, c1, c1
