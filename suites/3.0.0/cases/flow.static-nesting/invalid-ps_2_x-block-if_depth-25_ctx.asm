// case: flow.static-nesting/invalid/ps_2_x/block-if_depth-25_ctx (validate)
// expect: invalid [flow.static-nesting]
// origin: template nest {block: if, depth: 25} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
if b0
    if b0
        if b0
            if b0
                if b0
                    if b0
                        if b0
                            if b0
                                if b0
                                    if b0
                                        if b0
                                            if b0
                                                if b0
                                                    if b0
                                                        if b0
                                                            if b0
                                                                if b0
                                                                    if b0
                                                                        if b0
                                                                            if b0
                                                                                if b0
                                                                                    if b0
                                                                                        if b0
                                                                                            if b0
                                                                                                if b0
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
mul r4, c0, c0
mov r5, r4
mad r6, c5, r4, r4
mad r7, c5, r5, c5
mov r8, r5
mad r9, r7, c0, c0
