// case: flow.loop-nesting/valid/vs_2_sw/block-rep_depth-1_ctx (validate)
// expect: valid
// case: flow.loop-nesting/assemble/vs_2_sw/block-rep_depth-1_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-block-rep_depth-1_ctx.bin
// origin: template nest {block: rep, depth: 1} + 3 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    mov r0, c0
endrep
mov oPos, v0
mad r4, c7, c7, c7
mad r5, c2, c2, r4
mad r6, r4, r5, r5
