// case: random/valid/ps_3_sw/17 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/17 (assemble)
// expect: the tokens of valid-ps_3_sw-17.bin
// origin: random seed 1 ps_3_sw #17
ps_3_sw
defi i45, 3, 0, 1, 0
dcl vFace
def c23, -0.5, -8.6396306e23, 0.125, 0.125
dcl_blendweight15_centroid v5.xyz
dcl_volume s2
dcl_2d s1
dcl_fog5 v2
sincos r30.xy, c1.x
rep i45
    texldl r10, v2, s2
    add_sat r25.yw, v2_abs, c1.wwx
    abs r9, c1.yxzx
    m4x3_sat r30.xyz, -v2, c3960
    texkill r9
    setp_le p0.yzw, c0.wwwz, c0.yxzx
    cmp_sat r23, c8191.xywz, r10.zwwz, c1.wxyw
    rcp r3, c0.x
    texldb r10, r10, s2
    nrm r0.xyz, r10.yzwy
    texldb r11, r23, s1
    texld r9, r9, s1
    min_sat r27, c3.wyzx, c8191
    min_sat r18.xyz, r3.xwyx, c0.wxyw
    rep i45
        break
        callnz l194, b9
        exp r11, c8191.w
        m3x4 r25, -v2_abs, c1905
        texldl r30, r11, s2
        texld r18, v2, s2
        add r20, r11_abs.wwxz, c8191.yzx
        texldb r7, v2, s1
        m4x4_pp r17, r7, c349
        m3x2_pp r30.xy, -r9, c5223
        dp2add r12.zw, v2, r9, c8191.x
        dp4 r31.z, c8191, c2.wywy
        rcp r14.zw, v2.z
        mul_sat_pp r13, r23.z, -r20_abs.ywwz
        break
        m3x2_pp r30.xy, -r27_abs.ywyw, c3776
        min_sat r16, c0.zwyz, r23
        max_sat r14, r10.yyzy, r3.yxwz
        add r21.xyw, r7.yyzw, r27
    endrep
endrep
min oC0, c8191.xyxz, c3
add oC1.xyz, c1, c3.zwyw
mov oDepth, c8191.w
ret
label l194
ret
