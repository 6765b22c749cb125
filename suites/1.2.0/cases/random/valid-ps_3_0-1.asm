// case: random/valid/ps_3_0/1 (validate)
// expect: valid
// case: random/assemble/ps_3_0/1 (assemble)
// expect: the tokens of valid-ps_3_0-1.bin
// origin: random seed 1 ps_3_0 #1
ps_3_0
dcl_color6 v1
dcl_2d s8
dcl_color2 v9
defi i14, 2, 1, 1, 0
defb b9, false
def c34, 2.0, 3.8187506e28, 1.0, 0.25
defb b13, false
def c63, 0.0, 0.125, 0.125, 0.5
defi i11, 4, 1, 1, 0
dcl_cube s5
dcl_2d s0
def c56, 0.125, -0.5, 0.5, -0.01904641
mov r5, c1
texkill r5
mad_sat r25, r5, c0, c2.xzzx
if_ge v1.w, v1.w
    lrp r19, v9.zwyx, c0, c223
    if b15
        m3x3 r15.xyz, r19, c28
        mad r1, c0, v1, c2
    else
        sincos_pp r20.x, r5.x
        if_gt r25.w, r5_abs.w
            abs_sat_pp r24, r5
            mov r9, v1.wyz
            sincos r26.x, c0.x
            min_pp r17.xyz, -r25, -v9
            abs_pp r4, r19.wwx
            texldb r28, r5, s5
            loop aL, i11
                pow r25, -r19_abs.x, c2.z
                m3x2 r6.xy, r28.zwzx, c11
                rcp r14, -r5_abs.y
                rep i11
                    sub_sat r8, r4, r25.zzwy
                    dp3_sat r16, r28, c0
                    rcp r18, r16.w
                    dp4_pp r20.yw, r5.ywz, v9.xwzw
                    texldd r27, r18, s0, r8, c1.zwzy
                endrep
            endloop
        endif
    endif
endif
max_sat oC0, -v9_abs.xyxz, c223
mov oC1, v9_abs
mad oC2, c223, v9, c3.yzzx
mad oC3, -r5.xwy, v9, -r5.xwyx
