// case: mod.not-bool/valid/vs_2_sw/code_ctx (validate)
// expect: valid
// case: mod.not-bool/assemble/vs_2_sw/code_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-code_ctx.bin
// origin: template code {code: if !b0 mov r0, c0 endif} + 6 random context instructions (seed 1 attempt 1)
vs_2_sw
dcl_position v0
if !b0
    mov r0, c0
endif
mov oPos, v0
mul r1, c3, c3
add r2, c5, c5
mad r3, r2, c0, r2
add r4, r1, c3
mul r5, r1, r3
mul r6, r4, c6
