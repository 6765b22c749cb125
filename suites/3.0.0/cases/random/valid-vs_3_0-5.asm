// case: random/valid/vs_3_0/5 (validate)
// expect: valid
// case: random/assemble/vs_3_0/5 (assemble)
// expect: the tokens of valid-vs_3_0-5.bin
// origin: random seed 1 vs_3_0 #5
vs_3_0
dcl_normal8 o10
dcl_position o8
dcl_texcoord3 o0.xyz
dcl_2d s0
defb b8, false
dcl_position v2
defb b13, false
dcl_color14 o9.x
dcl_fog1 v0
dcl_texcoord8 o6.yzw
defi i6, 4, 0, 2, 0
dcl_tangent15 o7.xy
dcl_2d s1
dcl_normal8 v7
dcl_binormal13 o4.w
dcl_normal7 o6.x
dcl_texcoord4 o0.w
dcl_tangent7 o4.xyz
dcl_normal4 o7.zw
dcl_color13 o9.yzw
sge r29, v7.wwyz, v7.ywy
sincos r8.x, c255.z
loop aL, i6
    log r31, -v7[aL].x
    expp r17, r31.x
    min r9.xyz, -v0[aL], c8[aL].wzzw
    texldl r28, v2, s0
    mova a0.zw, -r9_abs.zwyx
    pow r4, v2[a0.w].x, c0[a0.w].z
    setp_gt p0.xz, c8[aL], -v0[a0.w]
    m3x2_sat r13.xy, -v2[a0.z]_abs, c156
    lit r4, v7[a0.w].wwwy
    rcp r21, c0.y
    sgn r14, r29_abs
    logp r19.zw, c3.x
    dst r23, v0[a0.z].zyw, -r4_abs
    rcp_sat r16, c0[aL].w
    break
    min r25.z, c4[a0.w].zyxy, -v7[aL]_abs
    m4x3 r3.xyz, v0.wzxz, c57
    sgn r25.y, -r9.wxz, r4, r14
    texldl r8, r28, s1
    add r8, v2[aL].zzw, c255_abs
    m3x3_sat r20.xyz, r21.yzyw, c237
    dp4 r19.zw, c4[a0.w]_abs, -v2[a0.w].yxw
    mad r19.yz, r17, v7[aL].wwx, c0[aL].xxxw
    loop aL, i6
        callnz l1095, !p0.z
        dst r5.yz, v2[a0.w].yxzx, r13_abs.zyzy
        sub r18, -c8[a0.w]_abs.zxyx, r20.yxxz
        add r3.yzw, v7[aL].wxwz, c4[a0.w]
        mov r21, -c4[aL]_abs.wzzy
        callnz l1500, !p0.x
        mova a0, v2[a0.w].wwxz
        m3x3 r1.xyz, -v0.zzyz, c35
        loop aL, i6
            rsq_sat r16, -r1_abs.x
            exp r4, v7[a0.x].z
            sincos r17.x, c4[aL].y
            call l416
        endloop
    endloop
endloop
min o8, -v7_abs, c0
add o0.xyz, c1, -v0_abs.zxz
max o7.zw, v2_abs.zzy, c255
mad o4.xyz, v2.yywx, c0_abs.ywwx, -c0
add_sat o4.w, v7.zzxy, -c255_abs
min o6.x, v2, c1
mul o6.yzw, c1.wyxy, v0
min o9.x, v2, r29.zwzy
min o9.yzw, c3_abs, v2.xyyw
max o10, c1, -v7.xwzy
ret
label l1095
ret
label l1500
pow_sat r4, c8[a0.w].w, v0[a0.w].x
sincos r25.y, r9.y
dp4 r30, c4[a0.z], -c4[a0.z]_abs
slt r10.w, c0[a0.w], v7[a0.w]
m3x2 r2.xy, v0[a0.z].ywwx, c105
min r16.xyw, -c0[a0.z], r17.xyw
callnz l416, b0
ret
label l416
if b6
    lrp r23, r16, v7[a0.z].zzyw, c8[a0.w].xxyz
    m3x2 r8.xy, v7[a0.z], c250
    lit r19, v0
    rcp_sat r13, c0[a0.w].z
    m4x3 r1.xyz, r4.yywx, c122
    mul r25, r21.ywwx, c255_abs.xwzy
endif
ret
