// case: mod.not-bool/valid/ps_2_x/code_ctx (validate)
// expect: valid
// case: mod.not-bool/assemble/ps_2_x/code_ctx (assemble)
// expect: the tokens of valid-ps_2_x-code_ctx.bin
// origin: template code {code: if !b0 mov r0, c0 endif} + 3 random context instructions (seed 1 attempt 0)
ps_2_x
if !b0
    mov r0, c0
endif
mov oC0, c0
mul r1, c1, c1
mad r2, c1, r1, r1
add r3, r2, c2
