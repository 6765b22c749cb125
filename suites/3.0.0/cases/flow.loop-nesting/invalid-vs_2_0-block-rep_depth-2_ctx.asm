// case: flow.loop-nesting/invalid/vs_2_0/block-rep_depth-2_ctx (validate)
// expect: invalid [flow.loop-nesting]
// origin: template nest {block: rep, depth: 2} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    rep i0
        mov r0, c0
    endrep
endrep
mov oPos, v0
mul r4, c2, c2
mov r5, c6
mul r6, r4, r4
add r7, r6, r4
