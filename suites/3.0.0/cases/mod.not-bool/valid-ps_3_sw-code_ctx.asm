// case: mod.not-bool/valid/ps_3_sw/code_ctx (validate)
// expect: valid
// case: mod.not-bool/assemble/ps_3_sw/code_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-code_ctx.bin
// origin: template code {code: if !b0 mov r0, c0 endif} + 4 random context instructions (seed 1 attempt 0)
ps_3_sw
if !b0
    mov r0, c0
endif
mov oC0, c0
add r1, c6, c6
mov r2, c2
add r3, r1, c2
add r4, c6, c6
