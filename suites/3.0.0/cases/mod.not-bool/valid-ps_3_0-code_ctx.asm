// case: mod.not-bool/valid/ps_3_0/code_ctx (validate)
// expect: valid
// case: mod.not-bool/assemble/ps_3_0/code_ctx (assemble)
// expect: the tokens of valid-ps_3_0-code_ctx.bin
// origin: template code {code: if !b0 mov r0, c0 endif} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
if !b0
    mov r0, c0
endif
mov oC0, c0
mul r1, c0, c0
mad r2, c1, r1, c1
mov r3, r2
mul r4, c0, c0
add r5, r4, r4
