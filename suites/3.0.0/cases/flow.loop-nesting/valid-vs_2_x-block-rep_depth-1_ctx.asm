// case: flow.loop-nesting/valid/vs_2_x/block-rep_depth-1_ctx (validate)
// expect: valid
// case: flow.loop-nesting/assemble/vs_2_x/block-rep_depth-1_ctx (assemble)
// expect: the tokens of valid-vs_2_x-block-rep_depth-1_ctx.bin
// origin: template nest {block: rep, depth: 1} + 6 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    mov r0, c0
endrep
mov oPos, v0
mov r4, c4
mad r5, c4, c4, r4
mul r6, c7, r5
mul r7, c2, r4
add r8, r7, c7
mad r9, r4, c7, r4
