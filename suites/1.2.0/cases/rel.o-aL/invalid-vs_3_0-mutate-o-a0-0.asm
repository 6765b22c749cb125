// case: rel.o-aL/invalid/vs_3_0/mutate-o-a0-0 (validate)
// expect: invalid [rel.o-aL]
// origin: mutator o-a0 on random seed 1 vs_3_0 #2
vs_3_0
dcl_blendweight9 o4.zw
dcl_blendindices13 o2.w
dcl_normal11 o4.xy
dcl_blendweight10 o5.y
dcl_fog5 v11
dcl_fog1 o5.z
dcl_blendindices3 o8.xyz
dcl_blendindices4 o2.xyz
defb b8, false
dcl_blendweight8 o8.w
dcl_color12 o11
defi i8, 2, 4, 1, 0
dcl_blendindices6 o9.w
dcl_normal8 o9.z
dcl_fog15 o9.y
dcl_position v2
dcl_normal9 o9.x
dcl_texcoord10 o5.w
dcl_color14 o5.x
dcl_2d s1
dcl_psize o1
dcl_volume s3
dcl_2d s0
dcl_position o0
slt r12.xyz, v11_abs, c3.yxwx
mov r28, v2_abs.wwxw
frc r8, v11_abs.zywy
abs r15, -r28.xxyz
setp_gt p0.x, r28, c255.zxwy
m3x2_sat r6.xy, -r28.xyw, c120
sincos r28.xy, c255.w
sge r22, -v2.zxzx, c2
call l1481
sgn r23, c255.yyyz
setp_eq p0.xz, -r8, r28_abs
mov r10, r28.wyyz
lrp r25, -c3, -r23.zxy, r22.yx
if p0.x
    if_ge c1_abs.y, -r28.y
    endif
    loop aL, i8
        min_sat r28, v11.wwx, -r22_abs
        crs r22.xyz, r23, r25
        m4x4 r1, v2_abs.wzzy, c181
        m3x2_sat r16.xy, r1_abs.wzyz, c97
        sge r16, c0[aL].xywx, r15.zwyw
    endloop
endif
min_sat o0, r8, r15_abs.yyx
mov o1.x, c3.y
max o5.x, -c255_abs, r23
mov o5.z, r10
mul o5.w, c2, r22
max o8.xyz, -c0_abs.wwzx, r28
max o8.w, c0, r25
mul_sat o2.xyz, r22_abs.wzzx, c3
mad o2.w, c3_abs, c255.ywwz, r25.zx
mul o4.xy, c3, -c0.wzzx
mov_sat o4.zw, -c1.xywx
min o9.x, c1_abs, -r8_abs.wxyx
mov o9.y, r28.xzxw
mov o9.w, c1
mad o11, r28, r8, c0.wwyx
mova a0.x, c0.x
mov o4[a0.x], c0
ret
label l1481
mova a0, -c3_abs.zzzy
exp_sat r20, -v11[a0.z]_abs.w
ret
