// case: flow.block-structure/valid/ps_2_x/code-if-else_ctx (validate)
// expect: valid
// case: flow.block-structure/assemble/ps_2_x/code-if-else_ctx (assemble)
// expect: the tokens of valid-ps_2_x-code-if-else_ctx.bin
// origin: template code {code: if-else, decls: defb b0, true defi i0, 2, 0, 1, 0} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
if b0
    mov r0, c0
else
    mov r1, c0
endif
mov oC0, c0
mul r2, c2, c2
mul r3, c2, c2
mad r4, r2, c3, r3
mov r5, c0
mov r6, c1
mul r7, c7, r3
