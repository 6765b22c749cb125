// case: flow.loop-nesting/invalid/vs_3_0/block-rep_depth-5_ctx (validate)
// expect: invalid [flow.loop-nesting]
// origin: template nest {block: rep, depth: 5} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
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
mul r4, c1, c1
add r5, r4, r4
add r6, c0, c0
mul r7, r5, c1
mul r8, c1, r6
mad r9, c6, c6, r4
