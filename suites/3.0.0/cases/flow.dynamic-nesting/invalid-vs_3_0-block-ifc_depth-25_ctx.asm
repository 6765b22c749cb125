// case: flow.dynamic-nesting/invalid/vs_3_0/block-ifc_depth-25_ctx (validate)
// expect: invalid [flow.dynamic-nesting]
// origin: template nest {block: ifc, depth: 25} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
if_gt r1.x, c0.x
    if_gt r1.x, c0.x
        if_gt r1.x, c0.x
            if_gt r1.x, c0.x
                if_gt r1.x, c0.x
                    if_gt r1.x, c0.x
                        if_gt r1.x, c0.x
                            if_gt r1.x, c0.x
                                if_gt r1.x, c0.x
                                    if_gt r1.x, c0.x
                                        if_gt r1.x, c0.x
                                            if_gt r1.x, c0.x
                                                if_gt r1.x, c0.x
                                                    if_gt r1.x, c0.x
                                                        if_gt r1.x, c0.x
                                                            if_gt r1.x, c0.x
                                                                if_gt r1.x, c0.x
                                                                    if_gt r1.x, c0.x
                                                                        if_gt r1.x, c0.x
                                                                            if_gt r1.x, c0.x
                                                                                if_gt r1.x, c0.x
                                                                                    if_gt r1.x, c0.x
                                                                                        if_gt r1.x, c0.x
                                                                                            if_gt r1.x, c0.x
                                                                                                if_gt r1.x, c0.x
                                                                                                    mov r0, c0
                                                                                                endif
                                                                                            endif
                                                                                        endif
                                                                                    endif
                                                                                endif
                                                                            endif
                                                                        endif
                                                                    endif
                                                                endif
                                                            endif
                                                        endif
                                                    endif
                                                endif
                                            endif
                                        endif
                                    endif
                                endif
                            endif
                        endif
                    endif
                endif
            endif
        endif
    endif
endif
mov o0, v0
add r4, c6, c6
add r5, r4, c6
add r6, r5, r5
mov r7, r4
mov r8, r6
mov r9, c5
