// case: flow.block-structure/valid/ps_2_sw/code-if-else_ctx (validate)
// expect: valid
// case: flow.block-structure/assemble/ps_2_sw/code-if-else_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-code-if-else_ctx.bin
// origin: template code {code: if-else, decls: defb b0, true defi i0, 2, 0, 1, 0} + 5 random context instructions (seed 1 attempt 1)
ps_2_sw
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
if b0
    mov r0, c0
else
    mov r1, c0
endif
mov oC0, c0
mad r2, c4, c4, c4
mul r3, c3, r2
mul r4, c3, r2
add r5, c0, c0
mul r6, c6, r5
