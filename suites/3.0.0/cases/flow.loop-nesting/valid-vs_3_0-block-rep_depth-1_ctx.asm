// case: flow.loop-nesting/valid/vs_3_0/block-rep_depth-1_ctx (validate)
// expect: valid
// case: flow.loop-nesting/assemble/vs_3_0/block-rep_depth-1_ctx (assemble)
// expect: the tokens of valid-vs_3_0-block-rep_depth-1_ctx.bin
// origin: template nest {block: rep, depth: 1} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    mov r0, c0
endrep
mov o0, v0
mul r4, c7, c7
mul r5, r4, c0
add r6, r4, r4
