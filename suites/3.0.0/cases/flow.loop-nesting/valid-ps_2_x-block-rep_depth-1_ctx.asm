// case: flow.loop-nesting/valid/ps_2_x/block-rep_depth-1_ctx (validate)
// expect: valid
// case: flow.loop-nesting/assemble/ps_2_x/block-rep_depth-1_ctx (assemble)
// expect: the tokens of valid-ps_2_x-block-rep_depth-1_ctx.bin
// origin: template nest {block: rep, depth: 1} + 2 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    mov r0, c0
endrep
mov oC0, c0
mul r4, c2, c2
mul r5, r4, c2
