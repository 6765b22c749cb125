// case: random/valid/vs_3_sw/14 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/14 (assemble)
// expect: the tokens of valid-vs_3_sw-14.bin
// origin: random seed 1 vs_3_sw #14
vs_3_sw
dcl_fog11 o1
dcl_position v14
dcl_blendindices9 o4.z
dcl_cube s2
dcl_position o2
defi i47, 1, 3, 2, 0
dcl_color1 o11
dcl_tangent15 o9
dcl_color15 o4.x
dcl_color3 o8.y
def c12, 1.0, 0.125, -2.0, 5.790346e27
dcl_psize o0
dcl_normal9 o8.z
defi i30, 4, 4, 2, 0
dcl_texcoord13 o7.xyz
defb b39, false
defb b54, false
dcl_fog9 o4.y
dcl_binormal8 o8.x
dcl_2d s0
dcl_normal4 o8.w
dcl_blendindices8 o7.w
dcl_tangent8 o4.w
m4x4 r22, v14_abs.yxxy, c340
rcp r9.w, c1.z
rep i30
    m3x4_sat r4, r22.yzyx, c1064
    m4x3_sat r2.xyz, r4.xxwy, c4165
    abs r8.xw, c0.xywz
    m4x4 r11, v14.yzzy, c5607
    frc r31, -c1_abs.zxwz
    add_sat r15.yz, c0, -r4_abs.ywz
    slt r6.y, -v14_abs, r11.zzxz
    m3x4 r19, v14, c6532
    pow_sat r26.xz, c3.z, -c0_abs.x
    m4x3 r10.xyz, -r4.yzzw, c1371
    max r31, r22, -r22_abs.wywz
    crs r19.xz, r11_abs, -r31_abs
    exp r14, -r26.x
    m4x4_sat r3, r19, c3889
    m3x4 r22, r19.ywy, c7047
    mad r4.xzw, r14.xzx, -r15.z, r19.xwyx
    min r13, r19, r14
endrep
max_sat o2, v14, c3_abs.wwyz
mov o0.x, -c8191_abs.y
max o1, c3_abs.zyyx, r22.zwzy
mov o11, -v14_abs
mul o7.xyz, -c0_abs, c3
mad_sat o4.x, -r22.yx, c2, c0
mad o4.y, c1, -r22, c2
mul o4.w, c8191, c2
mov_sat o8.x, -r22
mul o8.z, -c2, r22
max o8.w, c2.zywz, c1_abs.wyw
