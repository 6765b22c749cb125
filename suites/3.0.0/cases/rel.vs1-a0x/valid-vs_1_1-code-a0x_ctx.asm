// case: rel.vs1-a0x/valid/vs_1_1/code-a0x_ctx (validate)
// expect: valid
// case: rel.vs1-a0x/assemble/vs_1_1/code-a0x_ctx (assemble)
// expect: the tokens of valid-vs_1_1-code-a0x_ctx.bin
// origin: template code {code: a0x} + 3 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov a0.x, v0.x
mov r0, c0[a0.x]
mov oPos, v0
add r1, c5, c5
mul r2, r1, r1
mad r3, r2, c5, r2
