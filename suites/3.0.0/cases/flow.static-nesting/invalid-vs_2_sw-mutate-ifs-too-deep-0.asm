// case: flow.static-nesting/invalid/vs_2_sw/mutate-ifs-too-deep-0 (validate)
// expect: invalid [flow.static-nesting]
// origin: mutator ifs-too-deep on random seed 1 vs_2_sw #0
vs_2_sw
defi i18, 4, 3, 1, 0
dcl_blendindices13 v14
defb b13, false
dcl_position v12
dcl_fog7 v7
max r27, c8191.wzxy, v7
nop
crs r13.z, -c1, c8191
setp_le p0.xz, c0.xzyx, v14.wzxy
if !b14
    abs r5.zw, r27.zwxw
    add r14.xw, c1, c0.yyyw
    callnz l372, !b6
endif
mul oPos, -v12.yxzy, r27.xzxw
mul oD0.xzw, -c1, c1.wzyx
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
ret
label l372
abs r3, c0
loop aL, i18
endloop
ret
