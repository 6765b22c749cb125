// case: random/valid/vs_3_sw/5 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/5 (assemble)
// expect: the tokens of valid-vs_3_sw-5.bin
// origin: random seed 1 vs_3_sw #5
vs_3_sw
dcl_blendindices6 o3.y
dcl_tangent7 o11.yzw
def c44, 0.009721375, 2.0, 1.0, 0.0
defi i11, 4, 3, 1, 0
dcl_binormal6 o9.xy
dcl_blendweight1 o9.zw
dcl_2d s0
dcl_position o0
dcl_blendweight8 o5.w
dcl_position v9
def c60, 0.125, -0.5, 0.0, 2.0
dcl_blendweight12 o11.x
dcl_color13 o3.w
dcl_psize o1
dcl_texcoord7 o4.w
def c26, 4.0, -1.0, 0.0, 0.125
dcl_normal11 o3.x
dcl_fog12 o8.xy
dcl_2d s3
dcl_blendweight10 v2
dcl_binormal14 o5.z
dcl_binormal11 o6.w
dcl_blendindices4 o3.z
dcl_fog2 o8.zw
dcl_blendweight11 o5.x
dcl_blendindices5 o7
dcl_tangent o5.y
dcl_blendindices15 o4.xyz
dcl_fog9 o6.xyz
def c5, -1.0, 0.5, -1.0, 0.0
dcl_blendweight8 v1
sincos r28.y, v9.x
m3x4_sat r16, v9.zyyw, c5843
rcp_sat r20, -r16.w
logp r11.zw, c1_abs.w
sub r6, -r16_abs.yyyx, c0.xxzx
m3x4 r30, r6.xxwy, c973
mova a0, r16
dp3_sat r17.xyz, c8[a0.z], c1.wzxy
lrp r3.yw, c0[a0.y].zy, c3.yzxy, c0[a0.w]
add_sat r0, v9[a0.w]_abs, v2[a0.w]
max r18, c4[a0.y], v1[a0.w].yzxz
pow r28, c0[a0.z].y, v9[a0.x].z
frc r7, v9.wxwy
dp4 r18, r16.wyx, c8[a0.x]_abs
sincos r25.x, c8[a0.w].w
mov_sat r16, -c0_abs.ywxw
max r28, r7.yywx, c0[a0.x].xwzy
sincos r0.x, c8191.y
nop
mov r30, v9[a0.z].zwxw
lit r11, c8[a0.z].wxw
callnz l1605, b12
sge r12, -v9[a0.w], v9[a0.z].wzxw
if b0
    max r13, v1[a0.x].zzxy, v1[a0.w]
    sge_sat r24, c0[a0.w]_abs, -c0[a0.w]_abs
    abs_sat r6, c8191.xyxy
    logp_sat r23.yz, r11.y
    m3x4 r8, r7.wzwz, c3259
    dp3 r5.yw, c8[a0.z], c0[a0.y]
    expp_sat r4, v9[a0.z].z
    add r13.yz, v1[a0.y]_abs.ywyw, c8[a0.y].zwyw
    call l469
    texldl r23, r20, s3
    crs r6.yz, c0[a0.x], v9[a0.y]
    dp4 r14.y, r30, v9[a0.w]
endif
mov o0, v9[a0.w].xxxw
mad o9.xy, v9[a0.y].xzy, r30, r30.ywxy
add o5.y, -v2[a0.x]_abs.y, r30.xxz
mad o5.z, c8[a0.z], c8[a0.z], r0.zwzx
mad_sat o5.w, r3.zzxw, -c3_abs, v1[a0.y]
mad_sat o3.x, -c1, c8[a0.y], r30
min o3.y, v2, v9[a0.x]
mul o3.z, -r28_abs, c0[a0.w]
min_sat o3.w, -c8[a0.y], c4[a0.y].ywyw
mul o8.xy, c8[a0.z], r6.wyzw
max o4.w, v1[a0.w], v9_abs.wzzw
min o11.yzw, v9[a0.y].xwyz, v2[a0.y].yyzx
mul o7, v9[a0.w], -r6_abs.zzy
add o6.xyz, v2_abs, -c8[a0.z]
mul_sat o6.w, -v1[a0.y]_abs, r25.zzx
ret
label l1605
ret
label l469
callnz l700, !b14
sge r18, -c0[a0.x], r16
sincos r12.xy, -c3_abs.w
mad r28.yz, r17, -c0[a0.z].zzw, v2[a0.y]
ret
label l700
lrp r25, c4[a0.z].yxyx, -v9, c1
sub r3, v1[a0.z].zwzx, c0[a0.x]
pow_sat r29, r16.y, c4[a0.y]_abs.y
if_ne c3_abs.x, r8.w
    rep i11
        mul r8, c1.xxyw, v9[a0.z]
    endrep
endif
ret
