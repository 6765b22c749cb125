// case: flow.dynamic-nesting/valid/ps_3_0/block-ifc_depth-1_ctx (validate)
// expect: valid
// case: flow.dynamic-nesting/assemble/ps_3_0/block-ifc_depth-1_ctx (assemble)
// expect: the tokens of valid-ps_3_0-block-ifc_depth-1_ctx.bin
// origin: template nest {block: ifc, depth: 1} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
if_gt r1.x, c0.x
    mov r0, c0
endif
mov oC0, c0
mul r4, c6, c6
add r5, c5, c5
mul r6, r5, r5
mul r7, r6, c3
