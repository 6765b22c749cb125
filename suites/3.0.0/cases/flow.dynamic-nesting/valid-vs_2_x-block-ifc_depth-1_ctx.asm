// case: flow.dynamic-nesting/valid/vs_2_x/block-ifc_depth-1_ctx (validate)
// expect: valid
// case: flow.dynamic-nesting/assemble/vs_2_x/block-ifc_depth-1_ctx (assemble)
// expect: the tokens of valid-vs_2_x-block-ifc_depth-1_ctx.bin
// origin: template nest {block: ifc, depth: 1} + 3 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if_gt r1.x, c0.x
    mov r0, c0
endif
mov oPos, v0
mul r4, c4, c4
add r5, r4, r4
mul r6, r4, c5
