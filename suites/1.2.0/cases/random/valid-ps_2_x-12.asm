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
max r20, c0.yyyw, -t0.wyxz
pow r27.xz, c1.w, -c0.z
m3x4_pp r7, r20.wxz, c0
rsq r10.xz, c31.z
if b7
    setp_lt p0.yz, r7.xzwx, c1.zxxz
    m4x4_sat r14, -r7.z, c0
    rcp_pp r29.xzw, -r20.x
    exp_pp r23, c31.w
    max r30.w, c31.yyzx, -t2
    texldp r18, r7, s0
    if_lt r18.w, r27.z
        (p0.y) frc r24.xyz, -t0
        nop
        (!p0.z) dsx r31, c3
        cmp r5.x, r20.xzzy, r29, -r30.wywy
        rep i7
            pow_sat r11, -r5.x, c2.z
            mad_pp r18, c2, -r11, c2.yxy
            rcp r29, t2.z
            nrm r1, r20.zzzy
            texldp r11, t0, s0
            call l9
            nop
            m3x3 r10.xyz, r1, c1
            nrm_pp r16.xyz, r23
            breakp !p0.y
            break
            crs r6.yz, c0, r14
            dp2add_sat r11, r29.ywwy, -r11.wzwz, c31.z
            rcp_sat r7.z, r23.w
            dp4_sat r23, -r23, r1.wzwy
            breakp !p0.y
            m4x4 r21, t0.yywx, c9
            rcp r26.xw, -t0.w
            log r31, r29.x
            m3x3 r21.xyz, r1, c14
            call l10
        endrep
    endif
endif
mov oC0, c2
mov oC1, c3
mov oC2, r7
mov oC3, r20
mov oDepth, r10.x
ret
label l9
dp2add r29, r11, c31.zxz, c3.w
texldp r24, r29, s4
ret
label l10
min_pp r10, t0.wxxz, t0.zwxy
mad_pp r8, t0, -c2, -t0
setp_ne p0.zw, r18.zzwz, r29
mov r29, -r18.yxzx
m4x4_sat r28, r20.ywxw, c16
ret
