// case: random/valid/vs_3_sw/7 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/7 (assemble)
// expect: the tokens of valid-vs_3_sw-7.bin
// origin: random seed 1 vs_3_sw #7
vs_3_sw
dcl_normal9 v14
dcl_binormal13 o3
def c41, 2.0, 0.5, -0.5, 4.0
defi i1, 4, 4, 2, 0
dcl_blendindices8 o5.zw
dcl_binormal15 o2.yzw
dcl_position v11
dcl_blendweight12 v13
dcl_2d s3
dcl_blendweight6 o2.x
dcl_normal14 o9.w
defi i51, 2, 4, 1, 0
def c53, -2.8520922e-23, 2.0, 1.0, -0.5
dcl_binormal10 o1.w
dcl_tangent10 o9.xyz
dcl_position o11
dcl_fog12 o6
dcl_tangent6 o1.xyz
def c48, -0.5, 0.25, -0.5, 8.419255e20
dcl_fog2 o5.xy
add r21, c2.xwx, -c3.xwwz
min r13, v13, -v13_abs.ywzw
m4x4 r14, v11, c2760
add_sat r0.xz, -c2.zxyw, c2.zxy
rep i51
    loop aL, i51
        mov r13, v11[aL]
        rep i1
            m3x3 r4.xyz, r14_abs.ywzy, c7748
            m3x4 r25, r4, c6098
            if !b5
                add r27, r21, c1.ywwz
                dst r14, r13.wwzw, v11
                frc r5, r25.wxxy
                pow_sat r9, -c8191_abs.y, v13[aL].y
                dp4 r30, v14, -r5
                dp4 r20, -c2_abs, r13_abs.yzw
                mad r25, c4[aL], c4, -r13_abs
                exp r11, c3.w
                if_le r13.z, c3.x
                    texldl r11, r25, s3
                    rep i1
                        abs_sat r24, c0[aL]
                        sincos r27.x, c4[aL].x
                        log_sat r28, -c8191_abs.x
                        rcp r13.xw, r24.z
                        slt r4.xyz, r28, -r30.wyzx
                        break_lt v11_abs.x, r20.y
                        frc r11, r27
                        min r15, v11, v14.zwxy
                        logp r13, -v11[aL].w
                        mov_sat r23, r5
                        expp_sat r24, -r4.x
                        dp3 r27, -r30, -r4_abs.zyyw
                        pow r28.xz, r21.x, r11_abs.z
                        sincos r20.x, r30_abs.w
                        lit r6, r20
                        max_sat r1, c8191.zxyx, -r23.zzwy
                    endrep
                endif
            endif
        endrep
    endloop
endrep
mov o11, c1.wxxz
min_sat o9.xyz, c0.yyzy, -c0
add o1.w, v14, c0
mad o5.xy, v13, -v11, v14.xxw
mov o5.zw, v14
mul o2.x, c0, -r13_abs
mul o2.yzw, -v11, c1_abs
