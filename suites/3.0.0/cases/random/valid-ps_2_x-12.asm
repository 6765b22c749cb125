// case: random/valid/ps_2_x/12 (validate)
// expect: valid
// case: random/assemble/ps_2_x/12 (assemble)
// expect: the tokens of valid-ps_2_x-12.bin
// origin: random seed 1 ps_2_x #12
ps_2_x
def c20, 0.25, 4.0, 0.5, 2.0
dcl_volume s6
dcl_volume s4
def c3, 1.6491358e36, 0.25, 2.0, -15859893000.0
defi i7, 1, 4, 2, 0
dcl t2.zw
dcl_centroid t0
dcl_cube s0
if_eq -c31.z, -t2.w
    call l2
    texld r9, t0, s6
    rep i7
        texld r30, t0, s0
        break
        pow r26, -c31.y, t0.x
        break_gt r9.z, r26.y
        m4x4 r2, -r9.wywz, c5
        if_ge c2.x, t2.z
            rep i7
                sincos r4.xy, -r26.z, c30, c31
                sincos r12.x, r9.w, c30, c31
                mul r8.y, -c31, r2
                cmp r30.w, r12.yyzx, -c1, c1
                rep i7
                    cmp r14.xy, c2.wwzx, -c2.xzwy, r30.xzw
                    m3x3 r11.xyz, -t0, c4
                    dsx_pp r28, -c31
                    dsx r2, c31.zxxz
                    dp2add_pp r30, r11.yxxz, c2, -r2.x
                    m3x4 r30, r2, c28
                    dp2add r3.y, r30.yxy, r11, -r4.x
                    dp3 r17, r11, -r11.yyzx
                    texld r11, t0, s0
                    mad r26.xy, -r2, c0.yxw, -r17.yxzy
                    dp3_sat r7, t0.zxyw, -r11
                    lrp_pp r22, c31, r11.ywwy, -r30.wzwz
                    crs r24.xz, r11, c0
                    log r21.xyw, -c31.z
                    break_ne -r28.x, t0.x
                    log r28.y, r4.y
                    crs r25.xy, r11, -r11
                    log r31, r17.x
                    nop
                    frc r23.yzw, c3
                    dsx_pp r29, c3
                    setp_ne p0.yw, c0, r22
                endrep
            endrep
        endif
    endrep
endif
mov oC0, c1
mov oC1, c1
mov oC2, t0
mov oC3, c2
mov oDepth, c2.x
ret
label l2
texldb r17, t0, s6
ret
