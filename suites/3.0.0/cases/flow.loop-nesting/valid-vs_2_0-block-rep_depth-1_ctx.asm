// case: flow.loop-nesting/valid/vs_2_0/block-rep_depth-1_ctx (validate)
// expect: valid
// case: flow.loop-nesting/assemble/vs_2_0/block-rep_depth-1_ctx (assemble)
// expect: the tokens of valid-vs_2_0-block-rep_depth-1_ctx.bin
// origin: template nest {block: rep, depth: 1} + 2 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    mov r0, c0
endrep
mov oPos, v0
mul r4, c5, c5
add r5, r4, r4
