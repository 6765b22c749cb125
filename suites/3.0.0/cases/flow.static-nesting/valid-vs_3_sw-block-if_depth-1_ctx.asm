// case: flow.static-nesting/valid/vs_3_sw/block-if_depth-1_ctx (validate)
// expect: valid
// case: flow.static-nesting/assemble/vs_3_sw/block-if_depth-1_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-block-if_depth-1_ctx.bin
// origin: template nest {block: if, depth: 1} + 5 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
if b0
    mov r0, c0
endif
mov o0, v0
mov r4, c7
mov r5, r4
mul r6, c4, r4
mov r7, c0
mov r8, c4
