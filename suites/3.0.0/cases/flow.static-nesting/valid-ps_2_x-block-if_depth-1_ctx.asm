// case: flow.static-nesting/valid/ps_2_x/block-if_depth-1_ctx (validate)
// expect: valid
// case: flow.static-nesting/assemble/ps_2_x/block-if_depth-1_ctx (assemble)
// expect: the tokens of valid-ps_2_x-block-if_depth-1_ctx.bin
// origin: template nest {block: if, depth: 1} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
if b0
    mov r0, c0
endif
mov oC0, c0
mul r4, c7, c7
mov r5, c6
add r6, r5, c4
mov r7, r4
add r8, r4, r4
mul r9, r8, c0
