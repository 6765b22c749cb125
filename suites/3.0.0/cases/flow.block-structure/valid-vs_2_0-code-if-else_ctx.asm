// case: flow.block-structure/valid/vs_2_0/code-if-else_ctx (validate)
// expect: valid
// case: flow.block-structure/assemble/vs_2_0/code-if-else_ctx (assemble)
// expect: the tokens of valid-vs_2_0-code-if-else_ctx.bin
// origin: template code {code: if-else, decls: defb b0, true defi i0, 2, 0, 1, 0} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
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
mov r2, c5
mad r3, r2, r2, c6
mad r4, r2, c2, r2
mul r5, c1, c1
