// case: mod.not-bool/valid/ps_2_sw/code_ctx (validate)
// expect: valid
// case: mod.not-bool/assemble/ps_2_sw/code_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-code_ctx.bin
// origin: template code {code: if !b0 mov r0, c0 endif} + 2 random context instructions (seed 1 attempt 0)
ps_2_sw
if !b0
    mov r0, c0
endif
mov oC0, c0
mad r1, c7, c7, c7
mov r2, c3
