// case: mod.not-bool/valid/vs_3_sw/code_ctx (validate)
// expect: valid
// case: mod.not-bool/assemble/vs_3_sw/code_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-code_ctx.bin
// origin: template code {code: if !b0 mov r0, c0 endif} + 3 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
if !b0
    mov r0, c0
endif
mov o0, v0
mov r1, c5
mov r2, c2
mov r3, c1
