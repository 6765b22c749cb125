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
    call l938
    frc r17, r22
    texldl r22, r4, s0
    slt r6.y, -v14_abs, r11.zzxz
    sgn r7.y, -r17.yzwy
    exp_sat r13, c8191.y
    log r22.yz, c8191.y
    pow r5.xzw, c1.w, r11_abs.w
    sgn r25.y, -r13.xzyx, r4, r11
    texldl r1, v14, s2
    dp3 r27, r8.wxw, c2.wz
    logp_sat r23, c0.w
endrep
mul o2, c2.ywy, c0
mov o0.x, c1.w
mad o1, r22.zyx, c8191_abs.yzwx, c1.wyzw
mad o11, c8191, v14, v14_abs
max o7.xyz, c3_abs.wwyz, -c8191_abs
max o4.x, c3_abs.zyyx, r22.zwzy
mov o4.y, -v14_abs
mul o4.w, -c0_abs, c2
mad_sat o8.x, -r22.yx, c2, c0
mad o8.z, c1, -r22, c2
mul o8.w, c8191, c2
ret
label l938
dp3 r5, r31.xwzx, c0_abs
m3x3 r26.xyz, -r2_abs.zxxw, c7423
min r9.yzw, r31, r5_abs.zzwx
exp_sat r10, -r8_abs.w
m4x4_sat r7, -r22_abs, c3101
sgn r27.z, r26, r4, r5
ret
