// case: random/valid/vs_3_sw/0 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/0 (assemble)
// expect: the tokens of valid-vs_3_sw-0.bin
// origin: random seed 1 vs_3_sw #0
vs_3_sw
dcl_position o0
dcl_texcoord3 o8
dcl_2d s1
dcl_position v6
dcl_texcoord11 o1
dcl_normal13 o7.yzw
defi i5, 4, 1, 2, 0
dcl_normal7 o7.x
dcl_cube s2
dcl_2d s3
def c56, -2.0, -2.0, 1.0, -9.1580935e33
defi i3, 3, 1, 2, 0
defb b39, false
loop aL, i3
    min r31.yz, -v6.xwwz, -c1.zwzx
    pow r2.xz, c0[aL].z, c1.z
    rsq r11, c1.y
    m4x3 r21.xyz, v6.wzwz, c5146
    mul r13.zw, v6.xzwz, v6[aL].yywx
    max r27, r11.zywx, c4[aL].ywyw
    callnz l1946, b10
    texldl r30, r11, s2
    log r26, -c8[aL].x
    mov o1[aL], -r26_abs
    rcp r8, r11.x
    mov o1[aL], c8[aL].ywwz
    max_sat r25, c0[aL]_abs.xyz, c0
    if b14
        m3x2_sat r0.xy, -r30, c4484
        mova a0.xy, -c8[aL]_abs.yxxw
        abs r28, c4[aL]
        loop aL, i5
            m3x3_sat r27.xyz, -r8_abs, c3371
            mova a0.xz, c0[a0.x].xxzw
            mad r7, -c0[a0.x], r11.zzwz, c0[a0.z].xxxy
            min r12, c0[a0.z], v6[a0.z]
            if_gt c8[a0.z].z, r25.y
                max r14, -c0[a0.y]_abs.wywx, r8.xz
                callnz l1847, b15
                min r15, r26_abs.zyxw, c8[a0.y]
                m4x4 r15, r14.xxyz, c4520
                m4x4 r1, v6[a0.y].zxxz, c3912
                m4x3 r12.xyz, r28, c899
            endif
            frc r19, c4[aL]_abs
            nrm r14, v6[a0.y].yzw
        endloop
    endif
endloop
mul o0, -c3_abs, c2
mad o7.x, c0.yxzy, c8191, c8191.wxwy
add_sat o8, c0, -c3.wzzw
ret
label l1946
frc r4, c1
ret
label l1847
rsq_sat r30, c2.w
exp r20, c4[a0.x].w
if_eq -c4[a0.x].w, c3.z
    mova a0, c0[a0.x].xwx
    callnz l1929, b5
    nop
    texldl r0, r28, s3
endif
ret
label l1929
frc r1, v6[a0.y]
loop aL, i5
    exp r29.w, -r11.x
    mova a0, c8[a0.x]_abs.ywwx
    abs r25, -c0[a0.y].yyzw
    lit r20, r27.zx
endloop
ret
