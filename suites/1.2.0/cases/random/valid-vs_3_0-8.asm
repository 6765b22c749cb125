// case: random/valid/vs_3_0/8 (validate)
// expect: valid
// case: random/assemble/vs_3_0/8 (assemble)
// expect: the tokens of valid-vs_3_0-8.bin
// origin: random seed 1 vs_3_0 #8
vs_3_0
dcl_2d s1
dcl_fog5 o7.z
dcl_blendindices1 o1
dcl_binormal14 o8.zw
dcl_color8 o8.xy
dcl_fog3 o7.y
defb b13, false
dcl_texcoord12 v2
dcl_position o0
dcl_fog5 v7
dcl_cube s2
dcl_tangent12 o3.w
dcl_texcoord15 o3.y
dcl_binormal7 o2
dcl_tangent13 o9.x
dcl_color7 o5.xy
dcl_fog10 o6.zw
def c20, 0.25, -1.0, 0.5, 0.25
dcl_blendindices6 o5.zw
dcl_cube s3
dcl_position v9
dcl_fog15 o3.x
dcl_color14 o9.yzw
def c16, 0.5, 0.5, 2.562355e32, 0.0
dcl_normal15 o3.z
defi i11, 1, 3, 1, 0
dcl_psize o10
dcl_texcoord10 o6.xy
def c53, -1.0, 102264.88, 2.4384456e-29, 0.0
def c51, -1.0, 0.0, 0.25, -1.0
defb b3, true
dcl_blendindices4 o7.w
dcl_tangent4 o7.x
nop
sub r22, -v7_abs.xzyz, -c3
frc r9.xyw, -r22_abs.xwzx
exp r11, c1.y
exp r28, -r9.y
rep i11
    m4x3 r2.xyz, v2_abs, c213
    lit r27, v9.zyzw
    max r4, c2.xyyz, c3.yyyw
    pow r4.yzw, c1.x, c3_abs.z
    if_ge c0.w, r9.x
        sincos r28.y, r27.x
        dst_sat r13, r27, -c255
        if b4
            crs r2.yz, v9, c255
            m4x4 r6, -v7_abs.wxz, c2
            lrp_sat r7, r9.ywy, -v9.xyxz, c2.wz
            rcp r5, r9_abs.y
            logp r25, v7.z
        endif
        pow r19, r27.y, r2.x
        lit r26, c3_abs.xyyz
        sincos r28.y, c255.w
        add r1, c255, -r13
        mov r5.xyw, c1_abs.wz
    else
        m4x3 r27.xyz, -r4_abs.zxwz, c56
        rcp r3.zw, -r27.w
        lit_sat r14, r28_abs.yywz
        m3x2_sat r4.xy, r27_abs.yyx, c25
    endif
endrep
add o0, c255.zwy, c255
mov o10.x, v7_abs.w
add o1, r22.xyw, c1
mad o3.x, -r28.zzxz, c3.wzx, c0.xz
mov o3.y, c3_abs.wwyz
mad o3.w, v2.xzy, c1.wzxz, r28_abs.xwyz
min o8.xy, -r28.xwxy, r11
add o9.x, c3.xywy, r22
mov o5.xy, c0
mov o7.x, r28
mov_sat o7.z, c2
add o6.xy, -r9_abs, c255
mul_sat o6.zw, c2.zyyx, -c1.zxy
mul_sat o2, -r11.wzxw, c255
