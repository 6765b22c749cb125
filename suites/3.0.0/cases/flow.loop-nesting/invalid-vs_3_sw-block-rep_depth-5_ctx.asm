// case: flow.loop-nesting/invalid/vs_3_sw/block-rep_depth-5_ctx (validate)
// expect: invalid [flow.loop-nesting]
// origin: template nest {block: rep, depth: 5} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
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
mov o0, v0
mad r4, c2, c2, c2
mul r5, c1, c1
mov r6, c2
mul r7, r6, r4
mul r8, r5, c3
mad r9, r5, r7, r8
