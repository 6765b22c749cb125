// case: random/valid/vs_3_0/2 (validate)
// expect: valid
// case: random/assemble/vs_3_0/2 (assemble)
// expect: the tokens of valid-vs_3_0-2.bin
// origin: random seed 1 vs_3_0 #2
vs_3_0
dcl_blendindices11 o6
dcl_tangent12 o5.zw
dcl_blendweight6 o11
dcl_2d s1
dcl_2d s0
dcl_normal5 o5.xy
dcl_fog12 v8
def c50, 0.25, 0.5, 0.25, 24095.23
dcl_color10 o4.zw
dcl_tangent1 o4.xy
dcl_blendindices4 o7.x
dcl_texcoord9 v13
dcl_fog6 o10.w
dcl_texcoord14 o3.xy
dcl_position v7
defi i15, 1, 3, 2, 0
dcl_texcoord5 o3.zw
dcl_blendweight12 o10.x
def c10, 0.0, -2.0, 0.0, 0.0
dcl_binormal13 o10.y
def c8, 0.5, -2.0, 0.25, 0.0
dcl_position o0
dcl_binormal o7.yzw
dcl_normal o10.z
dcl_2d s3
logp r11, -c1_abs.x
nrm r13.xyz, v13
slt r14.xyz, v7.wzyx, c1
sub r20, v8, v8.yxyz
frc r14, -v13_abs
exp_sat r24, c3.x
sgn r11, -c3.wzyx
m3x3 r21.xyz, -r14, c214
add_sat r14, -r20_abs, -r14_abs.xzzw
frc r29, v7.xxwz
crs r23.x, -r14, r13
pow_sat r14, c1.z, r24.x
sgn r13.xw, c255
m3x4 r30, -r14_abs, c108
m4x3 r2.xyz, -v13_abs, c162
m3x3 r12.xyz, v7, c215
logp r23.w, r13.z
logp_sat r0, c2.y
sgn r29, r24.wxwz
dp4 r5, -r20_abs.xxwx, r11
m3x2 r0.xy, -r24, c26
sub r0, -r13, r12.zy
slt r30, c1, r0.zzzx
sgn r13.xy, c1.zyzx, r0, r5
mul_sat r7.yz, c3, c3
logp r23, r24_abs.z
sgn r12, c2.xwxz
lrp r8, -r12_abs, c2_abs, r12_abs
mov r7, v7_abs.yxyw
m4x3 r24.xyz, -v7_abs, c92
nrm_sat r13, c1.zwz
mul_sat r1, -r30_abs, c0.xzwz
texldl r17, v7, s1
mov o0, r23.wwyz
mov o3.xy, r1
mad_sat o7.x, v7.yxw, -r12_abs.zyx, r20.wxyz
min_sat o7.yzw, r17.yxyx, -v8.wwwy
mad_sat o10.x, r24, r8_abs, r17_abs
max_sat o10.y, r29_abs.yzyz, -c2
mad o10.z, -c1, r23, -r21_abs
min o10.w, c255, -r24_abs
max o5.xy, r30_abs.zzzx, r1.yzzx
min o11, v13, -r12_abs
min o4.xy, -r30_abs, r12.wx
max o4.zw, -r14, r29.xyyw
