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
min r15.x, -r15.wxxy, -v12
texldl r8, v12, s2
if !b7
    m3x4 r25, r26_abs.yyxw, c4942
    log r31.yw, -r0_abs.x
    sgn r28, v2
    lrp r31.yz, -c1.wzyx, r25.yxwz, r5
    m3x2 r17.xy, r25, c7540
endif
sub r4, r26, c3.zxxz
m3x3 r13.xyz, r26, c3315
m4x4_sat r25, r15.xxzx, c1730
mov r17, c8191_abs.yzwy
pow r2, -r8_abs.x, r8.w
m3x4 r5, r2.xwx, c7186
m3x3 r12.xyz, r26, c6018
min r20.yzw, r8, r2_abs
exp_sat r12, v12_abs.z
mov r11.yz, r4
call l1746
rsq_sat r8, r12.w
call l377
slt r5.xz, -r5_abs, -r25_abs.xzwy
mov_sat r18.xyw, r5.zxwy
mov r11, v12
slt r27, -r5_abs, -c3.xzx
if b11
    dp4_sat r21, -r27_abs.zwxz, r20
    rsq r19, r17.y
endif
mul o11, c8191, -r26_abs.wzzw
mov o10.x, v12.y
max o9.xy, r12.wwyx, r17.yxwy
min_sat o7.xyz, -r11.xxyz, c2.yzyx
min o4.xy, c3_abs.zzw, -r13
max_sat o4.zw, c8191.xy, r26
mov_sat o8.xyz, -r12.ywxz
min_sat o2.x, -r5_abs.wyxz, -r26
min o2.y, r12.ywx, c8191.wxzy
mul_sat o2.w, c2_abs, r25.zxzx
ret
label l1746
max r28.x, c1, r8.wzx
abs_sat r10.xw, v2_abs.zwx
expp_sat r18, r15_abs.z
logp_sat r1.xzw, c0.x
mova a0, -r18_abs
rsq r7, v2[a0.w]_abs.z
ret
label l377
mova a0, r26
max r0, v12[a0.z], v12
min_sat r5.yz, c2, v2.wyw
ret
