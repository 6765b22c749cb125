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
callnz l2003, b9
exp r28, r17.y
crs_sat r31.xyz, c3_abs, r4
expp r15, r16.w
sgn r0.xzw, r28
frc r20, r16
frc r15, r0.wzwx
log r28, r17.z
if_ne r10_abs.x, -c8191.x
    min r20, r20.yyxz, -c8191
    nrm r18, r16
    setp_ne p0.xyw, r28, r20_abs.zxxz
    setp_lt p0, -c0.yzzw, -c8191.wzwx
    mova a0, c1
    dp3 r1, c0.xyyw, c0[a0.w]_abs
    lit_sat r24.yw, -c8[a0.y]_abs
    add r31.xyw, -c0[a0.z].zyw, c4[a0.x].ywxz
    dp4_sat r26, c3.xzyz, r4.xywz
    if !b0
        crs r10.z, c1, -r16
    endif
endif
mul o3, r28_abs.wyx, r4
min o0.x, r16, -r17_abs.zyyx
mov o0.yzw, v2
mul o10.zw, c2_abs, c0
mul o6.xyz, r31, r20
mad o5.x, -r10_abs.yzxz, c3.zwwz, c8191_abs.zyxw
max o5.y, r20, -c8191_abs
min o5.z, c3, r15
add o5.w, c2.ywy, -c3_abs.yywz
add_sat o8.y, c0.ywyz, c3.wxwx
add o8.z, -r15_abs.yxz, r4.xxyz
max o8.w, -v2_abs.wyw, r15_abs.zzwz
min o7.xyz, r15_abs, c1
add o7.w, r0_abs, c8191
mov_sat o11.x, -c2_abs.zxzw
min o11.yzw, c3_abs, c2
mov o1, r17
mov_sat o2, -r20.zywy
ret
label l2003
expp_sat r12.xzw, r4.z
abs r28, -r17.xxxw
sge r20, r17, c1.x
ret
