// case: flow.block-structure/valid/vs_3_sw/code-if-else_ctx (validate)
// expect: valid
// case: flow.block-structure/assemble/vs_3_sw/code-if-else_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-code-if-else_ctx.bin
// origin: template code {code: if-else, decls: defb b0, true defi i0, 2, 0, 1, 0} + 3 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
if b0
    mov r0, c0
else
    mov r1, c0
endif
mov o0, v0
mad r2, c3, c3, c3
mov r3, c0
mad r4, r3, r3, c1
