// case: flow.loop-nesting/invalid/ps_3_0/block-rep_depth-5_ctx (validate)
// expect: invalid [flow.loop-nesting]
// origin: template nest {block: rep, depth: 5} + 3 random context instructions (seed 1 attempt 0)
ps_3_0
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
add r4, c1, c1
mul r5, r4, c7
add r6, r5, r4
