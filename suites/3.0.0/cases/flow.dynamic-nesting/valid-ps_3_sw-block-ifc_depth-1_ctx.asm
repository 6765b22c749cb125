// case: flow.dynamic-nesting/valid/ps_3_sw/block-ifc_depth-1_ctx (validate)
// expect: valid
// case: flow.dynamic-nesting/assemble/ps_3_sw/block-ifc_depth-1_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-block-ifc_depth-1_ctx.bin
// origin: template nest {block: ifc, depth: 1} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
if_gt r1.x, c0.x
    mov r0, c0
endif
mov oC0, c0
add r4, c1, c1
add r5, r4, r4
mad r6, r5, c0, c0
