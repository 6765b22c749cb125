// case: random/valid/vs_3_sw/5 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/5 (assemble)
// expect: the tokens of valid-vs_3_sw-5.bin
// origin: random seed 1 vs_3_sw #5
vs_3_sw
dcl_blendindices6 o3.y
dcl_tangent7 o11.yzw
def c44, 0.009721375, 2.0, 1.0, 0.0
defi i11, 4, 3, 1, 0
dcl_binormal6 o9.xy
dcl_blendweight1 o9.zw
dcl_2d s0
dcl_position o0
dcl_blendweight8 o5.w
dcl_position v9
def c60, 0.125, -0.5, 0.0, 2.0
dcl_blendweight12 o11.x
dcl_color13 o3.w
dcl_psize o1
dcl_texcoord7 o4.w
def c26, 4.0, -1.0, 0.0, 0.125
dcl_normal11 o3.x
dcl_fog12 o8.xy
dcl_2d s3
dcl_blendweight10 v2
dcl_binormal14 o5.z
dcl_binormal11 o6.w
dcl_blendindices4 o3.z
dcl_fog2 o8.zw
dcl_blendweight11 o5.x
dcl_blendindices5 o7
dcl_tangent o5.y
dcl_blendindices15 o4.xyz
dcl_fog9 o6.xyz
def c5, -1.0, 0.5, -1.0, 0.0
dcl_blendweight8 v1
sincos r28.y, v9.x
m3x4_sat r16, v9.zyyw, c5843
rcp_sat r20, -r16.w
logp r11.zw, c1_abs.w
sub r6, -r16_abs.yyyx, c0.xxzx
m3x4 r30, r6.xxwy, c973
loop aL, i11
    callnz l1377, !b12
    mova a0.xw, v1[aL]
    sincos r11.xy, v1[a0.x].w
    loop aL, i11
        crs r30.xy, v1[a0.w]_abs, c8[a0.x]
        dp4_sat r31, v9[a0.w], -c8[a0.x].zxwx
        break
        frc r14, c8[a0.w]
        m3x2 r7.xy, r20.zzx, c1434
        callnz l1377, b6
        mul r18, c4[a0.w], c0[a0.x]
        mova a0, r30.yxzx
        max r7, v9[a0.w]_abs.wwwx, v1[a0.y]
        frc r30, -c8191_abs.xywy
        lit_sat r12.xyz, -v9[a0.z]_abs.xwwy
        m3x3 r11.xyz, r18.xzyw, c7904
        lit r2.yz, v2[a0.x].zwyw
        dst_sat r0.zw, v1[a0.x], v1[a0.w]
        nop
        loop aL, i11
            nrm r30.xyz, c2
            m4x4 r6, v2[aL], c7894
            m4x4 r0, r20.yyzw, c5721
            m4x4_sat r16, v2[a0.w], c4295
            max r3.yz, -c4[a0.x]_abs, v1[a0.w]_abs
            loop aL, i11
                crs r20.yz, v9[a0.z], -r18_abs
                slt_sat r11, v2[a0.w].zxwx, c4[a0.w]
                exp r5.yw, r30.y
            endloop
        endloop
    endloop
endloop
add o0, c0, v1.wxzx
add o9.xy, -v2_abs, v2_abs.ywyw
mov o5.y, c1
min o5.z, c0, c3.wywx
mov o5.w, c0
mul o3.x, c0, r30.yyyx
add o3.y, -r16, r16.yxy
add_sat o3.z, v9.wxz, r11
mad_sat o3.w, r6, -r16_abs.y, c3.xxz
mad o8.xy, r20, r6, v1.zwzx
mad_sat o4.w, v9.zzxw, -v1_abs, c2
mad_sat o11.yzw, -v9, r16, v2
min o7, c2, c0
mul o6.xyz, -v9_abs, r16
min_sat o6.w, -c2, c1.ywyw
ret
label l1377
if_le r6.y, r30.x
    sincos r23.x, v2_abs.z
    slt r29.xyw, r30.xwyz, c8191.yyzx
    sincos r3.y, v9.w
    sub r14.xyz, -r30, -v2
    rep i11
        nrm r21, v9
        dp3_sat r3, r14.zzzx, -c0_abs.yzyz
    endrep
endif
ret
