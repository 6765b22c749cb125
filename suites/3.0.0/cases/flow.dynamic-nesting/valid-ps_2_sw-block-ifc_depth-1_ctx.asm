// case: flow.dynamic-nesting/valid/ps_2_sw/block-ifc_depth-1_ctx (validate)
// expect: valid
// case: flow.dynamic-nesting/assemble/ps_2_sw/block-ifc_depth-1_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-block-ifc_depth-1_ctx.bin
// origin: template nest {block: ifc, depth: 1} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
if_gt r1.x, c0.x
    mov r0, c0
endif
mov oC0, c0
mad r4, c1, c1, c1
mov r5, c7
mov r6, r5
add r7, r5, c2
add r8, c1, r7
