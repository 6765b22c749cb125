// case: flow.loop-nesting/valid/ps_3_sw/block-rep_depth-1_ctx (validate)
// expect: valid
// case: flow.loop-nesting/assemble/ps_3_sw/block-rep_depth-1_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-block-rep_depth-1_ctx.bin
// origin: template nest {block: rep, depth: 1} + 6 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    mov r0, c0
endrep
mov oC0, c0
mov r4, c0
add r5, c1, c1
add r6, r4, r5
mov r7, r6
mov r8, c3
mad r9, c3, r6, c3
