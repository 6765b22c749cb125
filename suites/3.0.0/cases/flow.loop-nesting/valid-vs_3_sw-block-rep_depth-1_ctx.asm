// case: flow.loop-nesting/valid/vs_3_sw/block-rep_depth-1_ctx (validate)
// expect: valid
// case: flow.loop-nesting/assemble/vs_3_sw/block-rep_depth-1_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-block-rep_depth-1_ctx.bin
// origin: template nest {block: rep, depth: 1} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    mov r0, c0
endrep
mov o0, v0
mad r4, c0, c0, c0
add r5, r4, c2
add r6, r5, r4
mul r7, r5, c1
mov r8, r6
mov r9, c7
