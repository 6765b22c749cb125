// case: flow.loop-nesting/invalid/ps_2_x/block-rep_depth-5_ctx (validate)
// expect: invalid [flow.loop-nesting]
// origin: template nest {block: rep, depth: 5} + 3 random context instructions (seed 1 attempt 0)
ps_2_x
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
mov oC0, c0
mov r4, c7
add r5, c7, r4
mad r6, c0, r4, c0
