// case: mod.not-bool/valid/vs_2_0/code_ctx (validate)
// expect: valid
// case: mod.not-bool/assemble/vs_2_0/code_ctx (assemble)
// expect: the tokens of valid-vs_2_0-code_ctx.bin
// origin: template code {code: if !b0 mov r0, c0 endif} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
if !b0
    mov r0, c0
endif
mov oPos, v0
mul r1, c2, c2
add r2, c7, c7
add r3, c0, r1
mul r4, c3, c3
