// case: flow.dynamic-nesting/invalid/ps_2_sw/block-ifc_depth-25_ctx (validate)
// expect: invalid [flow.dynamic-nesting]
// origin: template nest {block: ifc, depth: 25} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
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
mov oC0, c0
mad r4, c5, c5, c5
mov r5, c7
mov r6, c5
mad r7, r6, r4, r4
mad r8, c5, c5, c5
mul r9, c6, r5
