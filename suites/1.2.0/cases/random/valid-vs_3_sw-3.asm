// case: random/valid/vs_3_sw/3 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/3 (assemble)
// expect: the tokens of valid-vs_3_sw-3.bin
// origin: random seed 1 vs_3_sw #3
vs_3_sw
dcl_normal3 o8.w
dcl_texcoord10 o7.w
dcl_fog8 o8.y
dcl_normal6 o5.w
dcl_blendweight9 o10.xy
dcl_tangent5 o10.zw
def c22, 3534663000000000.0, -1.1080215e-19, 0.125, 3.1861264e38
dcl_binormal10 o5.x
dcl_texcoord15 o5.z
dcl_blendindices13 o7.xyz
dcl_binormal9 o5.y
dcl_tangent4 o8.z
dcl_position v2
dcl_color1 o0.yzw
def c5, -1.0, 0.125, -6.6485184e-23, 0.125
dcl_blendweight13 o1
defi i42, 4, 0, 1, 0
dcl_position o3
dcl_2d s0
dcl_cube s1
def c52, 0.25, 2.720751, -1.46254335e23, 4768540400000.0
dcl_tangent15 o6.xyz
def c61, 2.0, 1.348796e-27, 1.0, 1.0
dcl_tangent6 o2
dcl_texcoord13 o11.yzw
dcl_normal2 o6.w
dcl_color4 o8.x
dcl_psize o4
dcl_blendweight7 o11.x
dcl_volume s3
dcl_color9 o0.x
exp r17, v2.w
expp r4, -c1.y
abs r5, c0
sincos r10.xy, r17.y
texldl r16, r5, s0
dst r1.xy, c2.xxw, -c0_abs
mov r19, r4.zwx
mov r13, v2.xyxz
min r14.yzw, -c8191.yywz, r5
m3x3 r17.xyz, r16, c1342
rep i42
    rep i42
        expp r19.xz, r16.w
        dp4 r15, r13.wzwx, -c2.wzwy
        m4x3 r12.xyz, r4.wxwx, c1372
        m4x4 r10, r19, c5728
        m4x4 r23, r15.zwy, c6493
        sgn_sat r14.xzw, r4.wyzy
        m3x2 r11.xy, -r12.yzzw, c4672
        callnz l605, !b3
        mov r15, r16.zzw
        pow r20, -c8191.z, -r15.w
        crs r11.xz, v2, c0_abs
        crs r22.yz, -r13, -r17
        abs r9, c8191.xzzw
        mad r20, -r4, r17_abs.zxwy, -r15_abs.xzxz
    endrep
endrep
mov_sat o3, r19_abs
min o0.x, c0, r5
mul o0.yzw, r14, c0.wwwx
max o10.zw, r17_abs.yw, c0
mul o6.xyz, r16, r19
mad o5.x, -r14_abs.yzxz, r4.zwwz, c3_abs.zyxw
max o5.y, c8191, -r5_abs
min o5.z, r13, r14
add o5.w, r17.ywy, -r5_abs.yywz
add_sat o8.y, r14.ywyz, c2.wxwx
add o8.z, -c8191_abs.yxz, r17.xxyz
max o8.w, -r19_abs.wyw, c1_abs.zzwz
min o7.xyz, r13_abs, c1
add o7.w, r5_abs, c8191
mov_sat o11.x, -c8191_abs.zxzw
min o11.yzw, c3_abs, c2
mov o1, r16
mov_sat o2, -r17.zywy
ret
label l605
abs_sat r12.xzw, r15.z
exp r27, -r5.x
mad r20, c1, r11.x, r5_abs.yzzx
ret
