// case: random/valid/ps_3_0/10 (validate)
// expect: valid
// case: random/assemble/ps_3_0/10 (assemble)
// expect: the tokens of valid-ps_3_0-10.bin
// origin: random seed 1 ps_3_0 #10
ps_3_0
dcl_color15 v1
dcl_color13 v3
defi i3, 2, 4, 2, 0
dcl_cube s7
dcl_normal6 v2.yzw
defi i4, 1, 0, 1, 0
dcl_color14_centroid v0.yw
texldl r9, v1, s7
lrp r22, v1, c3, v1
setp_ne p0.x, c3.wxwx, v1
log r13.xzw, c2.w
abs_sat_pp r20, c0.wyyx
texldd_pp r18, r22, s7, r9.y, r20
dsx r3.xyw, r22
if_lt r18.x, r20.y
    if b5
        if_lt -v0_abs.w, r9.z
            rcp r21, -r20.w
            texkill r20
            texkill r9
            dsx r20, c0.xyz
            m4x3_sat r21.xyz, r22, c25
            sincos r22.x, v0.y
            mad_sat r11, r22.yyyx, c3.wzzx, v3.wwyx
            max r5, r3_abs.ywwx, r22
            dsx_pp r28, v3
            log_sat r5, r9.w
            m3x3 r14.xyz, r18, c216
            (!p0.x) rsq r10, c2.w
            log_sat r20.xy, -r18_abs.y
            m3x4_sat_pp r8, r5, c61
            dp4_pp r26, r18.wzy, -r28_abs
            m3x2_sat r25.xy, r21.zxzx, c13
            dp3_pp r11, c223, r9_abs
            lrp r14.w, -r5_abs.yzzx, r21.zwxz, c223.xxxz
            lrp r28.y, r21, -r9, v1
            if b2
                m3x3 r13.xyz, r18.xyx, c77
                abs r23, r11_abs
                m3x4_sat r17, -r28, c50
                if !b7
                endif
            endif
        endif
    endif
endif
add oC0.yz, r9.wwxz, v3
min_sat oC1.xz, v3, c223
