// case: random/valid/ps_2_x/0 (validate)
// expect: valid
// case: random/assemble/ps_2_x/0 (assemble)
// expect: the tokens of valid-ps_2_x-0.bin
// origin: random seed 1 ps_2_x #0
ps_2_x
dcl_2d s13
dcl t5.x
dcl t0.xy
dcl_2d s2
dcl v0.zw
defi i2, 2, 1, 1, 0
mad_sat r5.z, c2.wzx, c0, c2
if_gt -t0.y, -c31.y
    min_sat r5, c31, -c0
    texld r3, r5, s13
    frc r8, -r3.zxz
    texldp r22, r5, s2
    m4x3 r3.xyz, r8, c27
    dsy r24, -c2
    rsq r12, r5.x
    dsy_sat r14, r8.zzxy
    texldp r12, r22, s2
    log r11.xyz, r5.x
    dp3_sat r17.yz, -r22, -r22.wyyz
    texkill r11
    rcp r4, -c1.w
    add r20, r12.zxxw, -c31.yyyz
    setp_lt p0.xyw, r12, r12
    if p0.x
        rcp r3, -c3.w
        m3x4_sat_pp r19, -r24, c23
    else
        max r27.z, c0.zyzy, r4.yywz
        texldd r5, r5, s2, c31.wxxz, r8.zzxw
        mad_pp r23, r24.yzyz, r11.yz, c2
    endif
endif
mov oC0, c2
mov oC1, c2
mov oC2, c31
mov oDepth, c2.w
