// case: flow.static-nesting/valid/vs_2_x/block-if_depth-1_ctx (validate)
// expect: valid
// case: flow.static-nesting/assemble/vs_2_x/block-if_depth-1_ctx (assemble)
// expect: the tokens of valid-vs_2_x-block-if_depth-1_ctx.bin
// origin: template nest {block: if, depth: 1} + 2 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if b0
    mov r0, c0
endif
mov oPos, v0
mul r4, c2, c2
mul r5, c3, r4
