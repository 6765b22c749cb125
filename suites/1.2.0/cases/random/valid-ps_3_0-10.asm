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
dp3 r28.xz, c0.wwxw, c1
loop aL, i3
    dp2add r28, c3, c0, v1[aL].w
    break_lt -r28.w, c223.x
    dp2add_pp r5, v1[aL].zyxw, c0, v1[aL]_abs.z
    sub_pp r1.zw, -v1, v1[aL].zxxz
    pow r16.xy, c1.y, c3.z
    cmp_sat r30.zw, r28, c0, v1[aL]
    dp4_sat_pp r23.xw, v3, r28
    m3x4_pp r30, v3, c28
    rsq_sat r7, c2.z
    m4x4_pp r16, r30, c50
    nrm_sat r31.xyz, r5
    texldp r5, r7, s7
    rsq r2, v3[aL].x
    max_sat r5, -v3[aL].zyx, r28
    texld_pp r27, r2, s7
    log r16.yzw, -r5_abs.w
    nrm r31, -v1[aL].wxyx
    m3x2_sat r20.xy, -v3_abs, c122
    m3x4_sat r31, r5.wyw, c8
    rcp_sat r4, -r7.y
    min_pp r28, v3[aL]_abs.zzx, v3
    setp_ge p0.xw, -r16_abs.wz, v1[aL]_abs.wyx
    break
    min_pp r9, v1, c223
    if_eq c1.x, c0.w
        m3x2 r29.xy, -r31.xwzw, c0
        texldb r4, r30, s7
        sub r11, r9_abs.zxwz, v1[aL]
        min_pp r5.w, -v3[aL]_abs.zzyw, c3
    else
        if !b2
            texldd r7, r31, s7, r30, c223
        endif
    endif
endloop
add oC0.yz, c0, v0.wwyw
mul oC1.xz, c223.yzzy, c223
