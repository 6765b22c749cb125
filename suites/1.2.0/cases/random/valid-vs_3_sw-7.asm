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
        endrep
        min r7.y, r13, -c3_abs
        abs r14.xy, c1.wwzw
        if b7
            frc r5, c3.wxxy
            lit_sat r9, -v13[aL]_abs
            lrp r25, v13[aL], r14, -v11[aL]
            exp r20, -c4[aL]_abs.w
            call l412
            break
            rcp r7, r13.y
            expp r28, -v13_abs.w
            logp r11, c3.w
            break
            m4x3 r31.xyz, r20.xwzx, c8111
            add r18, r31.xzyz, r9_abs.xzzy
            slt r30, v13[aL], r5.yyzy
            min r13.xw, -c8191.yxxy, -r13_abs
            mad r10, -c2_abs, c1.zwwy, v11
            mul_sat r23, r10, c2.xywy
            loop aL, i1
                loop aL, i1
                    if b9
                        logp r13, -c3.w
                        mov_sat r23, v14[aL]
                        expp_sat r24, -r5.x
                        dp3 r27, -r23, -v14[aL]_abs.zyyw
                        pow r28.xz, v13[aL].x, c0[aL]_abs.z
                    endif
                endloop
            endloop
        endif
    endloop
endrep
min o11, r14_abs.wxzy, v14
mov o9.xyz, v14.xzx
add_sat o1.w, v14.zxyx, -v11.zzwy
mov o5.xy, c1.wxxz
min_sat o5.zw, c0.yyzy, -c0
add o2.x, c1, r21
mad o2.yzw, v13, -v11, c8191.xxw
ret
label l412
loop aL, i51
    rcp r20, c3.w
    mov r21, -v11.zyzx
endloop
ret
