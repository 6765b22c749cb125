// case: flow.static-nesting/valid/ps_3_sw/block-if_depth-1_ctx (validate)
// expect: valid
// case: flow.static-nesting/assemble/ps_3_sw/block-if_depth-1_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-block-if_depth-1_ctx.bin
// origin: template nest {block: if, depth: 1} + 1 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
if b0
    mov r0, c0
endif
mov oC0, c0
mad r4, c6, c6, c6
