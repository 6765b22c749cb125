// case: random/valid/vs_3_0/7 (validate)
// expect: valid
// case: random/assemble/vs_3_0/7 (assemble)
// expect: the tokens of valid-vs_3_0-7.bin
// origin: random seed 1 vs_3_0 #7
vs_3_0
dcl_color1 o7.x
dcl_fog7 o9.xy
dcl_fog4 v2
dcl_tangent8 o5.zw
dcl_2d s0
dcl_texcoord15 o7.y
dcl_position o0
defi i2, 2, 2, 2, 0
dcl_normal10 v1
def c1, -2.0, 4.0, -2.1453945e33, -0.5
dcl_tangent12 o5.xy
dcl_tangent5 v8
dcl_blendweight12 o9.zw
dcl_position v0
defb b11, false
defi i1, 3, 3, 2, 0
dcl_tangent11 o7.z
dcl_fog14 o7.w
def c45, 0.5, 2.913696e-32, -1.0, 0.125
abs r31, v1_abs
max r15, v8.zyw, c3.wzwz
sincos r8.y, c1.z
sge r30, v8_abs, c3.yzy
sgn r9.xz, r31_abs
m3x3 r4.xyz, v8.ywxz, c76
expp r24, -v1.x
rep i2
    dp4_sat r10.w, -v1.wzyx, c255_abs
    mul r3, -v8.wwx, -c0
    callnz l1530, !b3
    dst_sat r11, c2, -r24_abs
    logp r18, c0.z
    mad r16.xz, v8, -r18_abs.zwz, r3_abs.wwxy
    sgn r26.x, -v8_abs, r3, r11
    if_le c3.w, r18.w
        crs r28.xyz, r31, r30
        break_eq c255.y, c255_abs.y
        m3x4 r5, -r4, c112
        if b13
            nop
            log r16.w, r10_abs.w
            exp r3, r28.z
            m3x4_sat r24, r4.zzy, c43
            m3x4 r14, -v8.zxxy, c243
        endif
    endif
endrep
mul o0, v2_abs, -r31.wwxy
mul o9.zw, r24.xyxz, -v8.yywx
add o7.x, r9, r24
max o7.y, r30.xwwy, r24
min_sat o7.z, -v8_abs.yyxw, c255
min_sat o5.xy, -v0_abs, r31
ret
label l1530
min_sat r7.xzw, r31, -c3_abs
sub r2, c1.wzwz, r15_abs
frc r31.x, -v0_abs.yzzx
call l1292
call l991
sgn r30, c255
min_sat r19.yz, c3, v1_abs
lrp r14.xy, v1.zwwx, -r3, v1_abs
ret
label l1292
sincos r17.x, -r24_abs.x
pow r29, c255.x, -v2_abs.w
if_lt r7.z, c255.x
    sgn r5.xyz, v2, r2, r3
endif
ret
label l991
nop
sub r23, -r31_abs, r15
m3x3_sat r26.xyz, v1_abs, c83
ret
