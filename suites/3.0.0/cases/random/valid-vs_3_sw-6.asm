// case: random/valid/vs_3_sw/6 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/6 (assemble)
// expect: the tokens of valid-vs_3_sw-6.bin
// origin: random seed 1 vs_3_sw #6
vs_3_sw
dcl_texcoord14 o7.w
dcl_fog12 o2.x
defi i13, 1, 0, 2, 0
dcl_binormal2 o8.xyz
dcl_fog4 o2.w
dcl_2d s1
dcl_psize o10
dcl_fog1 o4.zw
dcl_normal15 o9.zw
dcl_texcoord2 o9.xy
defb b26, false
dcl_tangent o1.x
dcl_fog8 o2.z
dcl_blendindices11 o7.xyz
dcl_position o11
dcl_binormal12 o2.y
def c8, 0.0, -0.5, 0.25, -7.389469
dcl_position v2
dcl_normal10 v12
dcl_binormal1 o4.xy
def c50, -1.2387806e-5, 0.125, -2.0, -2.0
dcl_cube s2
def c1, 1.0, -102036150000000.0, 0.5, -0.5
dcl_normal13 o8.w
dcl_normal11 o1.yzw
rsq r15, c0.x
dp3 r25, -c2.wyyz, c8191.xyzy
m3x3 r25.xyz, v2.xywx, c7772
m3x2 r0.xy, r25, c4375
max r26, c2.yyyz, -r0_abs.xyyx
m3x2_sat r20.xy, -r15, c48
abs r5, -r25.xyzy
callnz l1039, b15
sge r24, -r5.wyxy, c2.yxwy
m3x3 r7.xyz, r24, c3781
add r19.w, -r5, -c1_abs.xwzw
sincos r28.xy, c8191.x
rep i13
    callnz l1279, !b11
    sincos r24.xy, -r20.y
    logp r26, c1.w
    setp_ne p0.z, c1.ywwy, -r20.zxxz
    callnz l1039, p0.z
    lrp r30.xw, -r24, v2, c1.xxzx
    m3x4 r13, r7.yxyx, c6616
    expp r16, r26_abs.z
    add r23, r13, -c1
    min r8.xyz, r23, r25
    exp r20.yzw, r25.w
    max r10.yw, -c2.xwxz, -r20
    texldl r29, r24, s2
    mul r26, c8191.wywx, r15.wy
    m3x2 r29.xy, r24_abs, c1441
    m3x3 r28.xyz, -r15, c2453
    pow_sat r18.xyw, r13.x, c3.y
    sge r21, r7.zzy, -r25_abs.wwxz
    mad_sat r21, c8191, c8191.wwxz, c2.zxwz
    m4x3_sat r7.xyz, r16, c3797
    rep i13
        sgn_sat r6, v2.wwzx
        dst r22.xyw, v12.yzx, v2.wwwz
        max r24, -r25_abs, -r15.xxyz
    endrep
endrep
mul_sat o11, -c0_abs, c3_abs.zzw
mov o10.x, -c2.y
max_sat o9.xy, c0.xy, r0
mov_sat o7.xyz, -c2.ywxz
min_sat o4.xy, -c3_abs.wyxz, -c8191
min o4.zw, c2.ywx, r7.wxzy
mul_sat o8.xyz, r25_abs, c3.zxzx
min o2.x, c1.xzwy, c2
mov o2.y, -c2_abs.yzwy
max_sat o2.w, c0_abs.zwx, r26.zwxz
ret
label l1039
expp r17.w, c8191.y
add r0, -r15_abs.w, -r25
log r17, c8191.w
slt r5, r17.ywyx, -c0_abs
add_sat r5.yz, c0, c3.wyw
mul r19.z, c2.xzxy, -v2
ret
label l1279
dp3 r19, r25.wxy, -v12.wwx
pow r25, c3.x, r24.z
callnz l76, !b0
ret
label l76
lrp_sat r9, r5_abs.wwzw, -r24, r24_abs.yxwy
sge_sat r14, r26.wzwz, r19
max r14, c8191.zzwx, c0.xwyz
ret
