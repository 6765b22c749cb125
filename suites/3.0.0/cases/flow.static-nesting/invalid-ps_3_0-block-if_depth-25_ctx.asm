// case: flow.static-nesting/invalid/ps_3_0/block-if_depth-25_ctx (validate)
// expect: invalid [flow.static-nesting]
// origin: template nest {block: if, depth: 25} + 3 random context instructions (seed 1 attempt 0)
ps_3_0
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
mul r4, c2, c2
add r5, r4, c3
mad r6, c7, c7, r4
