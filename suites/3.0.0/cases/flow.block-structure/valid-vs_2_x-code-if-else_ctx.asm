// case: flow.block-structure/valid/vs_2_x/code-if-else_ctx (validate)
// expect: valid
// case: flow.block-structure/assemble/vs_2_x/code-if-else_ctx (assemble)
// expect: the tokens of valid-vs_2_x-code-if-else_ctx.bin
// origin: template code {code: if-else, decls: defb b0, true defi i0, 2, 0, 1, 0} + 4 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
if b0
    mov r0, c0
else
    mov r1, c0
endif
mov oPos, v0
mul r2, c7, c7
add r3, r2, r2
mov r4, r2
mad r5, r2, r4, c4
