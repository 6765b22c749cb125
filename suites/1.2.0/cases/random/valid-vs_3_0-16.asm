// case: random/valid/vs_3_0/16 (validate)
// expect: valid
// case: random/assemble/vs_3_0/16 (assemble)
// expect: the tokens of valid-vs_3_0-16.bin
// origin: random seed 1 vs_3_0 #16
vs_3_0
defb b10, true
dcl_fog8 v6
def c0, 2.0, -3.3875587e-8, 2.0, 64972665000.0
dcl_fog8 o9.w
dcl_color14 o2.z
dcl_tangent15 o9.y
dcl_position o7
dcl_binormal9 o2.w
dcl_position v0
dcl_blendweight10 o9.z
dcl_fog14 o2.y
dcl_volume s2
defb b14, false
defi i4, 2, 1, 2, 0
dcl_texcoord3 o9.x
dcl_normal7 o2.x
def c26, -1.4607358, -0.5, -2.0, -1.4127386e-5
if_eq c1.y, c1.x
    rcp r31, v0.y
    dp3 r11, v0, v0
    if b13
        mad r17, c255_abs.xwxy, -v0_abs, c1_abs
        lrp r25, c0, r11.xxwy, v0.zwy
        mov r24.xyw, v0.xwzx
        sub r31, c1, -c3.xxwz
        dp4_sat r15, v6_abs, -c2
        m3x3 r10.xyz, r11.xxzw, c170
        m3x4 r2, r25_abs, c140
        log r3, r15.y
        texldl r2, v0, s2
        slt r12.yzw, r3_abs.zywz, r3
        mova a0.y, r11
        rsq r14.xyz, c4[a0.y].z
        crs r0.yz, c8[a0.y], r3
        frc r31, c0[a0.y].xxwx
        m3x3_sat r8.xyz, -v6_abs, c180
        call l844
        sub r30.x, r3, c8[a0.y].yzzw
    else
        loop aL, i4
            expp r18.xyw, -c2_abs.y
            dp3_sat r16.zw, c1, c1_abs
            max r8.x, v0[aL], c8[aL].xyzx
            lit r7, c4[aL]
            nrm r5, c3
            dst r28.xy, c0, c8[aL].zzxy
            call l844
            log r22, c1.w
            m3x3 r23.xyz, r31.yzyx, c251
            max r10, -v0[aL], -r11
            nop
        endloop
    endif
endif
mad o7, c2, c1.wzw, c1
min_sat o2.x, c3.yxyz, c0.xxzx
mul o2.y, c255.wzx, -c255_abs
mad o2.z, v0, c2.xyyx, -c255_abs.xxyw
mad_sat o2.w, c255_abs.zyx, c0.yyxw, v6
min_sat o9.y, c0.ywyz, c255
mul_sat o9.z, -v6_abs.wyyw, c3
mad_sat o9.w, -c2_abs.wzzx, v0.xxzx, c2
ret
label l844
rsq r21.xw, -c1_abs.x
expp_sat r16, r31.y
ret
