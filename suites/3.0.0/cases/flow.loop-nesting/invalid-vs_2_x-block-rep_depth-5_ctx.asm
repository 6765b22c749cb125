// case: flow.loop-nesting/invalid/vs_2_x/block-rep_depth-5_ctx (validate)
// expect: invalid [flow.loop-nesting]
// origin: template nest {block: rep, depth: 5} + 6 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    rep i0
        rep i0
            rep i0
                rep i0
                    mov r0, c0
                endrep
            endrep
        endrep
    endrep
endrep
mov oPos, v0
add r4, c1, c1
mov r5, r4
mad r6, r4, r5, c7
mul r7, c3, r4
mul r8, r6, r7
mov r9, r7
