// case: mod.not-bool/valid/vs_2_x/code_ctx (validate)
// expect: valid
// case: mod.not-bool/assemble/vs_2_x/code_ctx (assemble)
// expect: the tokens of valid-vs_2_x-code_ctx.bin
// origin: template code {code: if !b0 mov r0, c0 endif} + 3 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
if !b0
    mov r0, c0
endif
mov oPos, v0
mul r1, c3, c3
mad r2, c4, c4, r1
mad r3, c3, c3, r2
