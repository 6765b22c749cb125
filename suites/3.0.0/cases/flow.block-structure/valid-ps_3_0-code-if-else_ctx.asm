// case: flow.block-structure/valid/ps_3_0/code-if-else_ctx (validate)
// expect: valid
// case: flow.block-structure/assemble/ps_3_0/code-if-else_ctx (assemble)
// expect: the tokens of valid-ps_3_0-code-if-else_ctx.bin
// origin: template code {code: if-else, decls: defb b0, true defi i0, 2, 0, 1, 0} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
if b0
    mov r0, c0
else
    mov r1, c0
endif
mov oC0, c0
mul r2, c4, c4
add r3, r2, c6
add r4, r3, c4
add r5, c2, c2
mul r6, r3, r3
mul r7, r5, c7
