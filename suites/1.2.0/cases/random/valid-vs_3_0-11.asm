// case: random/valid/vs_3_0/11 (validate)
// expect: valid
// case: random/assemble/vs_3_0/11 (assemble)
// expect: the tokens of valid-vs_3_0-11.bin
// origin: random seed 1 vs_3_0 #11
vs_3_0
dcl_blendweight12 o1.w
dcl_normal o10.xy
dcl_blendindices13 o10.zw
dcl_normal15 o2.w
dcl_normal7 v6
dcl_blendweight6 o6.w
dcl_blendindices11 o11
dcl_binormal12 v13
dcl_blendweight2 o6.xyz
dcl_tangent10 o1.y
def c28, -2.0, -2.0, 2.0, -3.132335e32
dcl_cube s1
defi i1, 4, 0, 1, 0
dcl_position o0
dcl_fog2 o1.z
dcl_blendweight10 o2.xyz
dcl_position v5
dcl_fog15 o3
dcl_blendweight3 o4.zw
dcl_binormal v3
dcl_blendindices14 o5
dcl_fog o1.x
dcl_normal9 o4.xy
frc r16, -v5.yzzw
exp r14, -v3_abs.x
rcp_sat r2, -c2.y
expp r17, -v3_abs.y
log_sat r29, v13.w
mov r6, r14
max r9.xw, r14.xyxy, v13
min_sat r16, r16, v3
rcp r11.yw, c3.y
lrp r31.xyz, v13_abs, -r17_abs, r6.wxxy
nrm_sat r0.xyz, c1.zx
m4x3 r25.xyz, -r17_abs.wxxz, c193
pow r4.xzw, -r25_abs.y, v5_abs.z
m4x4 r11, -v6, c21
slt r31, c1, c1.wzx
mul_sat r27, r2, -v3_abs
nop
setp_ge p0.x, c3, c1.ywzy
m3x3_sat r28.xyz, r31, c161
callnz l2020, p0.x
dp4 r14, v6_abs.zyyx, -r6.xxw
m3x4 r6, v13_abs, c24
mul r8, v13.yxw, r16.zzx
dp3_sat r22, c1, -c3.ywwz
min r23, r11, v5_abs
mov_sat r6, r31
texldl r21, r16, s1
texldl r11, r23, s1
callnz l2020, b13
pow_sat r18.xyz, c2.x, c1_abs.w
sgn r9, r6.yxyz
(!p0.x) abs r26.xyz, c1.x
log r29, c3.x
nop
mova a0, r8.xxwz
min_sat r23.yz, c8[a0.z].zwwx, c4[a0.z].yxzx
max r19.yz, r31, r6.wyzw
sub r1, -v13.yx, v13[a0.z]
add_sat o0, c4[a0.z]_abs, v5[a0.z].ywyx
max o10.xy, c0[a0.y], r11.yyx
mul o6.xyz, v5[a0.y].yxwz, r29
add_sat o6.w, v6[a0.y].wxxz, r17.xywz
mov_sat o11, -c4[a0.w]_abs.xywx
mad_sat o2.xyz, c0[a0.x].yywz, r18.yyzy, r9.xxxz
mov o3, c4[a0.w]
mad o1.x, r1_abs, -c0[a0.x].yzzw, c8[a0.w].zwwy
mul o1.y, v3[a0.w].xyxz, r2_abs.zxxw
min o4.xy, r18, r1.wywz
ret
label l2020
lrp_sat r28, r27.wzyx, r11.wzwz, -c1.zzw
pow r22, c0.y, -r27_abs.y
slt r8.y, v3.zwwy, r31.zxzx
call l1031
texldl r12, v5, s1
if_ne -r14_abs.y, c255.x
endif
ret
label l1031
mul r24, -r22, v6.zxxw
callnz l1503, p0.x
m3x4 r3, r17_abs, c78
sub_sat r25.xy, -c0.ywxw, r25.zyyx
lrp r23, r0.zxyx, -v5, r17
ret
label l1503
m4x4 r17, v5.wxzw, c182
mad r16, c3.wxy, r11, -c2
rsq r29, r25.x
logp r8, -r4_abs.x
sub r4, c1, r28.yyzx
m3x2_sat r24.xy, r28, c169
setp_gt p0.xy, r0, -v3
ret
