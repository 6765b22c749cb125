// case: flow.dynamic-nesting/invalid/vs_2_sw/block-ifc_depth-25_ctx (validate)
// expect: invalid [flow.dynamic-nesting]
// origin: template nest {block: ifc, depth: 25} + 2 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
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
mov oPos, v0
mad r4, c4, c4, c4
mad r5, r4, c3, r4
