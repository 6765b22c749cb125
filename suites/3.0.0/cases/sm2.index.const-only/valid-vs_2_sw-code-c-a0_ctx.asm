// case: sm2.index.const-only/valid/vs_2_sw/code-c-a0_ctx (validate)
// expect: valid
// case: sm2.index.const-only/assemble/vs_2_sw/code-c-a0_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-code-c-a0_ctx.bin
// origin: template code {code: c-a0} + 3 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mova a0.x, v0.x
mov r0, c1[a0.x]
mov oPos, v0
add r1, c0, c0
add r2, r1, r1
mov r3, c6
