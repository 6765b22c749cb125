// case: flow.loop-nesting/invalid/ps_2_sw/block-rep_depth-5_ctx (validate)
// expect: invalid [flow.loop-nesting]
// origin: template nest {block: rep, depth: 5} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
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
mad r4, c0, c0, c0
add r5, c3, c3
mad r6, r4, r5, c4
mov r7, r4
mov r8, r5
mul r9, r6, c6
