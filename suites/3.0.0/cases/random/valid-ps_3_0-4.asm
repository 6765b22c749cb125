// case: random/valid/ps_3_0/4 (validate)
// expect: valid
// case: random/assemble/ps_3_0/4 (assemble)
// expect: the tokens of valid-ps_3_0-4.bin
// origin: random seed 1 ps_3_0 #4
ps_3_0
dcl_volume s10
defi i11, 3, 4, 1, 0
dcl vPos.x
dcl_normal4_centroid v8
dcl_2d s13
dcl_2d s3
defi i4, 2, 2, 2, 0
sub r7.xzw, c3.yyxy, c3.zzxy
rcp r11, c2.w
mul_sat r21, v8.wxwy, -r11_abs.xwyx
sincos_pp r31.y, r11.x
m4x4 r10, r21, c100
pow_sat r27.xw, r21.y, c0.y
texkill r11
dp3_sat r5, -v8, r11
texldd_pp r11, r10, s10, c2.ywx, r11.zwxy
sincos r25.xy, -r21.y
sub_sat r30.xyw, c2.zyw, c2.yyyz
rep i11
    loop aL, i11
        texldb_pp r28, r5, s10
        max r3, r11, r7.xwz
        m3x2 r7.xy, r21.ywyz, c102
        mul r12, c223.wxyz, r3.xyxy
        m4x3 r29.xyz, r10, c123
        lrp r16, r11, c0.xyzy, v8
        if !b9
            frc r27, c0
            m3x3_pp r27.xyz, r21.yzwy, c29
            frc_pp r29, -r10.zzwz
            loop aL, i4
                sincos r0.x, r29.x
                if b4
                    add r30.xyz, r11_abs, r21.wxwz
                    mul_sat r15, r10.yzwz, r11_abs.wwxz
                    texld r2, r21, s3
                    rsq_sat r14, r29.y
                    m4x4 r5, -r10_abs.yzwz, c191
                    dp3_sat r5, r16, r14.zzxw
                    lrp r12.xyz, r27, c3.zw, r2.zzzw
                    m3x4 r11, r5.zzyx, c215
                    dsy r22, c223
                    dsy r2, v8[aL].w
                endif
                texldl_pp r25, r29, s13
                m3x2 r16.xy, r29, c200
            endloop
        endif
    endloop
endrep
mov_pp oC0, c3
mad oC1, c0.yxyw, v8, v8.ywzx
