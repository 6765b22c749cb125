// case: op.callnz-operands/invalid/vs_3_0/mutate-callnz-float-0 (validate)
// expect: invalid [op.callnz-operands]
// origin: mutator callnz-float on random seed 1 vs_3_0 #0
vs_3_0
defi i11, 1, 1, 2, 0
dcl_volume s1
dcl_fog2 o10.w
dcl_blendweight1 o9.x
def c31, 0.5, -2.1901264e-16, -2.0, -2.0
dcl_color8 o9.yzw
dcl_blendweight7 o4.w
dcl_binormal14 o5.y
defi i12, 2, 2, 2, 0
dcl_color10 o5.w
dcl_2d s3
dcl_position v2
dcl_position o3
dcl_blendindices12 v4
dcl_psize o8
dcl_texcoord3 v13
dcl_normal12 o6.zw
dcl_blendweight8 o5.x
def c45, -0.5, -59994670000000.0, 1.0, 4.0
dcl_tangent15 v11
dcl_blendweight15 o6.xy
def c41, 0.0, 0.5, -1.2564654e-23, -1.0
dcl_volume s0
dcl_binormal11 o10.xyz
dcl_color14 o5.z
dcl_tangent1 o4.x
dcl_blendweight14 o4.z
dcl_binormal2 o4.y
crs r12.x, -c3_abs, -c255_abs
sge r2, v2.zzw, c0.xwwx
sub r30, r2, -c3.yxxz
sub r5, c0, c2.wwzy
m4x4 r31, r2, c156
rcp r21.xy, c255.y
mad r12.yz, -c0.zywx, r30.xywx, -r31_abs
dp4_sat r22, r5, v11.wyx
m3x3 r9.xyz, r2.xxy, c124
dp3 r26, v2.zwz, -c3
max_sat r3, -r31_abs, -r26_abs
exp r25.xyz, r9.z
lrp r29.w, r26, c0_abs, v2.zzzw
dst r13.xz, c1, r3
min r12, r22, v11.yzzx
m3x3 r17.xyz, r12_abs, c58
sgn r6.xzw, v13
texldl r15, r12, s0
sgn r8.xz, c1_abs
add_sat r9, r15, r15.zwzy
m4x3 r31.xyz, -r30_abs.yzxy, c195
callnz l449, b13
max o3, r26.yxyz, r5_abs.wzzw
mad o5.y, r22.xyzy, r12, c255
add_sat o5.z, r26.ywzx, -v2.yzwy
max o5.w, r15, r22
mov o9.yzw, c2.xwxy
add o4.y, v11.xxxw, r31.zwyz
mul o4.z, -r12.xzx, r3_abs
mov o6.zw, v13.wzx
mov_sat o10.xyz, -v4_abs
mad o10.w, c0.wxxy, v4, r6.wwxz
callnz l0, c0.x
ret
label l449
logp_sat r20.zw, -c3.w
m3x2_sat r3.xy, r26.wxzw, c174
if_ge v4.w, r2.z
    mova a0.xy, r9
    m4x4 r18, -r30_abs.wxwy, c88
endif
ret
label l0
ret
