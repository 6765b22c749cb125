// case: op.texkill-register/valid/ps_1_4/code-t0_ctx (validate)
// expect: valid
// case: op.texkill-register/assemble/ps_1_4/code-t0_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code-t0_ctx.bin
// origin: template code {code: t0} + 1 random context instructions (seed 1 attempt 0)
ps_1_4
texkill t0
mov r0, c0
mov r0, c0
add r1, c3, c3
