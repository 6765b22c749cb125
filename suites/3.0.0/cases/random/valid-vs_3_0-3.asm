// case: random/valid/vs_3_0/3 (validate)
// expect: valid
// case: random/assemble/vs_3_0/3 (assemble)
// expect: the tokens of valid-vs_3_0-3.bin
// origin: random seed 1 vs_3_0 #3
vs_3_0
def c28, 0.0, 1.0, 0.125, -1.0
dcl_position o5
dcl_texcoord o4.x
dcl_blendindices6 o1.w
defb b12, true
dcl_texcoord1 o7.w
dcl_blendindices14 o6.w
dcl_tangent12 o1.xyz
dcl_color8 o11.zw
dcl_volume s2
dcl_color15 o6.x
dcl_fog1 o4.w
dcl_binormal1 v9
dcl_fog4 o6.y
dcl_blendindices9 o6.z
dcl_2d s3
dcl_binormal13 o2
dcl_blendindices2 o11.xy
dcl_tangent7 o4.z
dcl_texcoord9 o7.x
dcl_fog5 o4.y
dcl_binormal9 o7.y
dcl_texcoord8 o0
dcl_fog3 o7.z
dcl_position v1
defi i9, 2, 3, 1, 0
def c48, 0.5, 0.25, -4.1654117e20, 2.2394016e-10
defb b6, true
min r0, c3, c3
dp3 r12, c0_abs.xwxw, -v1_abs
mul r26.x, c255, r0_abs
max r23.x, c255, r12
if b4
endif
m3x4 r0, r12, c241
mova a0, c255
mul_sat r28, -v9[a0.w]_abs.xwyx, c255
expp r23.w, -c4[a0.w]_abs.w
max r16, c255, r0.wxzy
dp3 r17, v9[a0.w].yxyx, -c4[a0.y]
if_le v1[a0.z].y, -v1[a0.w]_abs.x
    max r15, -c0, v9[a0.y]
    mov r24, -r17_abs
    dst r30, c0, v1[a0.z].xxyx
    frc r1.y, c0
    setp_le p0.yz, v9[a0.w], r15.xywz
    nop
    m3x4 r8, r12.ywy, c120
    m4x3 r3.xyz, r24_abs.zzyw, c213
    mad r16, r30.yyw, r24.zzyx, -c8[a0.y]_abs.wxxz
    m3x4_sat r13, -r30_abs.yyyz, c151
    max r17, -v1[a0.z], c0[a0.y].zyyx
    mul r3, -r12_abs.zxyw, -c0[a0.x].zywz
endif
mov_sat o5, -v9[a0.w]
max o6.x, c8[a0.w].wyzy, c8
mad_sat o6.y, -r12.zxwy, r28, -c4[a0.w]
max o6.z, c8[a0.x].xwxy, v9_abs.yzwy
mad o1.w, v9[a0.x].yzyw, c3.zxzy, r28.xyx
mad_sat o7.x, c4[a0.z]_abs, r12, v9[a0.z].wwwy
mul o7.z, -c8[a0.y]_abs.yyyx, c8[a0.w]_abs
mul o7.w, v1[a0.x].wxwx, -c0.wywz
mov_sat o4.x, c0.xzxy
max o4.z, v9[a0.z].xwz, v9[a0.z]_abs
min_sat o4.w, v1[a0.w].wzzx, v1[a0.y]
min o11.xy, c4[a0.z].xyz, r17
mul o0, c8[a0.w], v9[a0.y].wywy
max_sat o2, v1.ywz, c255.wxyz
