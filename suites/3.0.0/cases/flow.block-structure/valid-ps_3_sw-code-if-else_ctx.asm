// case: flow.block-structure/valid/ps_3_sw/code-if-else_ctx (validate)
// expect: valid
// case: flow.block-structure/assemble/ps_3_sw/code-if-else_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-code-if-else_ctx.bin
// origin: template code {code: if-else, decls: defb b0, true defi i0, 2, 0, 1, 0} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
if b0
    mov r0, c0
else
    mov r1, c0
endif
mov oC0, c0
add r2, c0, c0
mov r3, r2
add r4, c0, r3
