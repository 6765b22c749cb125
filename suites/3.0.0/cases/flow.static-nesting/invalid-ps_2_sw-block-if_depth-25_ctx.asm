// case: flow.static-nesting/invalid/ps_2_sw/block-if_depth-25_ctx (validate)
// expect: invalid [flow.static-nesting]
// origin: template nest {block: if, depth: 25} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
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
mov r4, c1
mad r5, r4, r4, c0
add r6, r5, r5
mul r7, c3, c3
