// case: random/valid/ps_3_0/7 (validate)
// expect: valid
// case: random/assemble/ps_3_0/7 (assemble)
// expect: the tokens of valid-ps_3_0-7.bin
// origin: random seed 1 ps_3_0 #7
ps_3_0
defb b11, true
dcl_cube s5
dcl_2d s12
defi i13, 1, 0, 1, 0
dcl vFace
dcl_cube s8
defb b12, true
dcl_fog4 v9.w
mov r16, c3.ywyx
crs r30.y, c3, c3
setp_ne p0.zw, vFace.x, c223.yzxz
m3x4 r11, r16_abs.yxxz, c156
if_ne c223.w, c3.x
    pow r12.yz, c3.w, -v9.w
    m4x4 r7, r11, c125
    texldp r22, r11, s8
    nop
    cmp_sat r4, r22, c223.wxyx, c3.x
    if p0.z
        mov_sat r3, c223
        dsy r20, c1.wzxy
        dp3 r12.xyz, r20, -r3_abs
        mov r25, -r4_abs.yyyw
        if_gt r3.x, r25.x
            texld r22, r20, s12
            mul_sat r30.yw, c223, v9_abs.ywyw
            add r17, c1.zyxy, r22.zwzy
            texld r12, r4, s12
            rsq r12, r16.y
        endif
    endif
endif
mov_sat oC0.yz, c0.zwwz
mad_sat oC1, c0.yxy, -r16.wyyz, c0.zwy
max oC2, r16.xywy, r11.wzwx
mad_pp oC3, r11.wzxw, c3, c1.ywyz
