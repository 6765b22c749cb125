// case: flow.static-nesting/invalid/vs_2_sw/block-if_depth-25_ctx (validate)
// expect: invalid [flow.static-nesting]
// origin: template nest {block: if, depth: 25} + 4 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
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
mov oPos, v0
add r4, c1, c1
add r5, r4, c2
add r6, c4, c4
mad r7, r4, c4, r4
