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
m3x2 r1.xy, v1.wzyz, c135
dp4 r10, -c0.zyzy, -c0.xwz
mad r13.x, c255.yxxw, c255_abs, -c1
rsq r5, c0.y
if b4
endif
m3x4 r0, r5, c241
mova a0, c255
mul_sat r28, -v9[a0.z]_abs.xwyx, v9
expp r23.w, -c0[a0.y]_abs.w
max r16, c0, c0[a0.y].wxzy
exp r17, -c8[a0.y]_abs.z
if !b14
    add r1, -c0[a0.y], c4[a0.y]
    add r5.xz, r1.wzyw, v1[a0.z].xywz
    mova a0, -r16_abs
    sgn r30, c0
    dp3_sat r20, c0[a0.z].wx, c0
    sub r9, r0.xw, v9[a0.x]
endif
mova a0, r5.ywy
if_gt v9[a0.x].y, c4[a0.w].z
    if_ge c8[a0.x].y, -r17_abs.x
        nop
        sub_sat r22, -r0_abs.wxxz, -r10_abs.ywxz
    endif
endif
add o5, r28.wyyz, v1[a0.x]
max o6.x, r1, -c2_abs
min o6.y, -c255_abs.zxyw, -v9[a0.y].zywz
mov_sat o6.z, -v1[a0.w]
max o1.w, c4[a0.z].wyzy, c4[a0.y]
mad_sat o7.x, -r28.zxwy, c0[a0.y], -c4[a0.y]
max o7.z, c1.xwxy, v1[a0.y]_abs.yzwy
mad o7.w, v1[a0.x].yzyw, r17.zxzy, r5.xyx
mad_sat o4.x, c8[a0.y]_abs, c0[a0.w], r28.wwwy
mul o4.z, -r10_abs.yyyx, c0[a0.x]_abs
mul o4.w, c0[a0.w].wxwx, -r0.wywz
mov_sat o11.xy, c1.xzxy
max o0, c8[a0.w].xwz, r16_abs
min_sat o2, r16.wzzx, c8[a0.x]
