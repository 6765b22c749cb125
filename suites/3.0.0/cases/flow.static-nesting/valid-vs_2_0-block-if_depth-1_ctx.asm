// case: flow.static-nesting/valid/vs_2_0/block-if_depth-1_ctx (validate)
// expect: valid
// case: flow.static-nesting/assemble/vs_2_0/block-if_depth-1_ctx (assemble)
// expect: the tokens of valid-vs_2_0-block-if_depth-1_ctx.bin
// origin: template nest {block: if, depth: 1} + 5 random context instructions (seed 1 attempt 2)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if b0
    mov r0, c0
endif
mov oPos, v0
mul r4, c3, c3
add r5, c6, c6
mul r6, r5, c6
add r7, r4, r5
mov r8, c6
