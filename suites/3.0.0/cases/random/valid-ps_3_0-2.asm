// case: random/valid/ps_3_0/2 (validate)
// expect: valid
// case: random/assemble/ps_3_0/2 (assemble)
// expect: the tokens of valid-ps_3_0-2.bin
// origin: random seed 1 ps_3_0 #2
ps_3_0
dcl_blendindices5 v5
dcl_color12 v0
dcl_binormal1 v4.z
defi i8, 2, 3, 2, 0
dcl_2d s14
def c20, 4.0, -0.5, 1.819404e-17, 0.5
dcl vPos.x
def c34, -1.6815348e-10, 0.125, 0.25, 0.0
dcl_tangent8 v1
dcl_blendweight13 v7.y
def c13, 2.0, 2.0, -2.9945699e23, 0.125
dcl vFace
nop
lrp r17, c223, v1.xwzy, v1.xxwy
sincos r29.x, v7.y
pow r9, r17.z, c3.x
m3x4 r1, -r9, c166
cmp_pp r28, c3.xwz, -r17_abs.zwz, c3
rcp r12, v0.z
exp r3, c223.w
texldp_pp r27, v0, s14
abs_pp r3, v1.xwxy
sincos r28.y, r9.w
m3x2_pp r20.xy, r3_abs, c211
texkill r9
nrm r23, c3.xxzw
lrp r30.w, v5, -r28_abs.xyxy, r17
abs r2.xz, c2
dp4_pp r22.y, -r1, r27.xxy
lrp r27, v0, c1.wyyz, r17
mov r1, c2.wzwz
lrp r8.xw, c1.ywwz, r9.wwyx, r28
mul r21, c0.wy, r12_abs.xzxy
nrm r31.xyz, r1
call l311
setp_gt p0.zw, -r28.wywx, c223.xxy
m4x3 r1.xyz, v1, c93
rsq_sat_pp r13, -v0.y
texkill r31
add r22.zw, v1, c223
mad oC0.z, r23, r22.ywwy, v4_abs.wyz
add oC1, -r31.yxxz, c1
add oC2, -v0.yxw, c3.zwx
ret
label l311
m3x3_pp r14.xyz, r23_abs.xyx, c10
m3x4 r1, -r28, c8
texkill r21
ret
