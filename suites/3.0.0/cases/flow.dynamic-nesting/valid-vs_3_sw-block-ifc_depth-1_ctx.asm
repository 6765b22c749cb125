// case: flow.dynamic-nesting/valid/vs_3_sw/block-ifc_depth-1_ctx (validate)
// expect: valid
// case: flow.dynamic-nesting/assemble/vs_3_sw/block-ifc_depth-1_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-block-ifc_depth-1_ctx.bin
// origin: template nest {block: ifc, depth: 1} + 3 random context instructions (seed 1 attempt 1)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
if_gt r1.x, c0.x
    mov r0, c0
endif
mov o0, v0
mov r4, c3
mov r5, c7
add r6, c1, r4
