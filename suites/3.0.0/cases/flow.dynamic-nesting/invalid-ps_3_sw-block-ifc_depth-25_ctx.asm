// case: flow.dynamic-nesting/invalid/ps_3_sw/block-ifc_depth-25_ctx (validate)
// expect: invalid [flow.dynamic-nesting]
// origin: template nest {block: ifc, depth: 25} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
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
mul r4, c6, c6
mul r5, r4, r4
add r6, c7, c7
