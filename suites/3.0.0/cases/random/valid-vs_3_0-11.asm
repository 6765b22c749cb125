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
texldl r16, v5, s1
mad r13, c3, v3.wz, c3_abs
exp r1, c1.y
logp r25.xzw, -v6_abs.z
m3x4_sat r13, -v13_abs, c230
texldl r5, r1, s1
mad r21, v5, -c1.zwwx, v5
max r16.z, v3, -v3_abs.w
dst r25, c1_abs, r21_abs
mov r10, v6.wxxy
pow_sat r0, -r10_abs.z, v6.x
nrm r10, -r1
add_sat r27, r0, v3.wwxw
dst r23, -r10.xxxw, r5.w
m3x2 r0.xy, r16, c45
dst r30, r10.yyxz, -v3.wxy
mad r14.xy, r5, r0.xwwz, r1.yzzw
slt r11, r30.wwwy, r27
rcp r16.yzw, r0.y
frc r26, c2.xzyx
m4x3_sat r10.xyz, r13, c150
dp3 r4.xw, v6_abs.zyzw, -c3.ywwz
min r23, r27, r27_abs
dp3_sat r6, r1, r25
loop aL, i1
    mov r26.yzw, -c0
    sge_sat r28, -c0[aL], -r25_abs.wxwy
    rep i1
        min r26, -v5[aL], -c0[aL]_abs.zyxw
        add r29.yz, -r21_abs.zxy, v3
        slt r4, -r30_abs.wywx, -v5.zy
        expp_sat r21, -v5[aL].w
        pow r7, c0[aL].z, r27.y
        add r12, r21, r5
        m3x3 r22.xyz, v6.ywyx, c4
        nop
        sgn r31.w, v5[aL], r0, r1
        if b7
        endif
    endrep
endloop
min_sat o0, -r10_abs, -r13_abs
mov o10.xy, r0.xywz
mov_sat o6.xyz, -r26_abs.xywx
mad_sat o6.w, r1.yywz, r27.yyzy, r13.xxxz
mov o11, r26
mad o2.xyz, r1_abs, -r11.yzzw, r21.zwwy
mul o3, r16.xyxz, v13_abs.zxxw
min o1.x, r16, r26.wywz
min o1.y, r26, r16.wzyx
max o4.xy, r5.ywyz, -v5
