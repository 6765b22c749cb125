// case: flow.static-nesting/valid/ps_2_sw/block-if_depth-1_ctx (validate)
// expect: valid
// case: flow.static-nesting/assemble/ps_2_sw/block-if_depth-1_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-block-if_depth-1_ctx.bin
// origin: template nest {block: if, depth: 1} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
if b0
    mov r0, c0
endif
mov oC0, c0
add r4, c2, c2
mad r5, c6, c6, r4
mul r6, r4, c7
add r7, c5, r4
add r8, c1, r7
