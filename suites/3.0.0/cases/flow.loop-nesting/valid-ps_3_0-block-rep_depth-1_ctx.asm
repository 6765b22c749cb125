// case: flow.loop-nesting/valid/ps_3_0/block-rep_depth-1_ctx (validate)
// expect: valid
// case: flow.loop-nesting/assemble/ps_3_0/block-rep_depth-1_ctx (assemble)
// expect: the tokens of valid-ps_3_0-block-rep_depth-1_ctx.bin
// origin: template nest {block: rep, depth: 1} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    mov r0, c0
endrep
mov oC0, c0
mul r4, c3, c3
add r5, c7, r4
add r6, r5, c3
add r7, r6, r6
mad r8, r7, c6, r5
