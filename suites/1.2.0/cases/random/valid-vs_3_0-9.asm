// case: random/valid/vs_3_0/9 (validate)
// expect: valid
// case: random/assemble/vs_3_0/9 (assemble)
// expect: the tokens of valid-vs_3_0-9.bin
// origin: random seed 1 vs_3_0 #9
vs_3_0
dcl_fog15 o5.w
defi i0, 2, 4, 1, 0
dcl_fog8 o10.y
defi i10, 2, 4, 1, 0
dcl_2d s1
dcl_binormal10 o1.w
def c7, -3.4739909e-37, 0.5, 0.5, 4.0
dcl_tangent15 o8.yzw
dcl_fog1 o8.x
def c54, 0.0, 1.0, 4.0, -3.0850004e17
dcl_texcoord1 o7
dcl_blendindices1 o2.w
dcl_blendweight10 o9.x
dcl_fog o1.xyz
def c52, 0.5, 0.25, 0.0, 4.0
dcl_position v5
dcl_2d s2
dcl_position o3
dcl_binormal14 o2.xyz
dcl_texcoord10 o10.x
dcl_tangent12 o10.w
def c25, -1.0, 3.686402e-7, -1.0, 1.0
dcl_tangent13 o9.z
dcl_color7 o0.xyz
dcl_binormal3 o10.z
dcl_blendindices15 o0.w
dcl_volume s0
dcl_fog11 o5.xyz
dcl_tangent5 o9.y
dcl_color11 o9.w
call l1880
m3x4_sat r31, v5.zxyw, c191
m4x3 r29.xyz, -r31_abs, c33
setp_ge p0.yw, r31.wzzw, c3_abs.zzwx
sincos r17.x, c0_abs.x
sgn r26, c1.zywz
crs r25.xy, -c3_abs, c2
if p0.w
    m3x2_sat r18.xy, r31_abs.yxwz, c76
    dp3 r12, r26, c255.wwwz
    m3x4 r24, v5, c231
    sincos r26.x, -r24_abs.z
    m4x4 r17, -r12_abs, c1
    rsq r6, c0.z
    m3x2 r31.xy, r17.wxxw, c248
    min_sat r20, -r17, r17
    loop aL, i0
        dp3 r6.yzw, r20.wxzy, -v5_abs
    endloop
    if !b15
        lit r30, c255.yzxw
        texldl r18, r24, s2
        logp_sat r16, r25.y
        pow r9, r12.z, c255.w
        logp r20.xyw, r12.x
        if b5
            dp4 r3.y, r20, -r31
            min r20.xyw, r16, -r6_abs
            m3x4 r14, -r6, c128
            max r28, c255.yzzw, r20
            lrp r9, r31.zzzy, c1, r28_abs.xwyw
            m3x2 r9.xy, r14, c232
        endif
    endif
endif
min o3, v5, c0
add o2.w, r26.wxzw, c2
max o7, c3.wz, c1_abs.xwyx
mad o10.z, -r29.xyyz, r31, r26.zyyz
max_sat o1.w, c0, c3.wzw
max o8.x, r26.wyzx, r17.xxw
min o8.yzw, c2.wxxw, c3
mov o9.x, -r25_abs
add o9.y, c3.xxwz, c255.zwzy
mad o9.z, c255, r26, -c1.wxzw
mad o9.w, c3, c255.yzxz, -r29_abs.xwx
ret
label l1880
nop
min_sat r11, -v5_abs, v5_abs
m3x3_sat r16.xyz, v5, c56
lit r26, -c0_abs.yz
expp r20, r11.y
rep i10
    min_sat r16.z, -c255, v5
endrep
ret
