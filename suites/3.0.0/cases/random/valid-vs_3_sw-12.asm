// case: random/valid/vs_3_sw/12 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/12 (assemble)
// expect: the tokens of valid-vs_3_sw-12.bin
// origin: random seed 1 vs_3_sw #12
vs_3_sw
defb b31, false
dcl_position o5
dcl_volume s1
dcl_blendindices6 o0.x
def c34, 1.0, -2.0, 1.3126234e26, 2.0
defb b47, false
dcl_position v2
defi i31, 3, 3, 2, 0
dcl_blendindices3 o6.x
def c57, 0.5, 0.5, 1.0, 4.0
dcl_volume s3
dcl_tangent15 o6.yzw
def c41, 4.0, 0.5, 1.0, 4.0
dcl_normal6 o0.yzw
rsq r2.xyw, c2.w
m3x4 r27, v2_abs.yzxy, c3753
m3x2 r15.xy, v2.zzwy, c1845
min r25, -c1, r27
call l993
min_sat r12.xy, c3.wyyz, c0.zyz
mov_sat r24.z, c1
dp3 r0, v2, c1.yxwx
pow r22, c8191.w, r12.y
dp4 r5.xz, r0, r22.zxwy
frc r20.xyw, c3.zwxz
m4x3 r14.xyz, r25.zwyw, c262
frc r24, c0
loop aL, i31
    lit r23.xz, r2
    abs r22.xyw, r20_abs
    expp r28, c3.w
    rep i31
        dp4 r13, r24, -r27.xwzw
        abs_sat r0, c8191_abs.wxz
        mova a0, c1
        break_gt c4[a0.y].x, v2_abs.y
        rcp_sat r4.w, c4[a0.y].z
        max r5.xz, -v2[aL]_abs.zwyx, c4[a0.x]
        sgn r1.w, r20.xyzx, r0, r13
        m4x3 r9.xyz, -v2[a0.y], c5154
        crs r6.xz, -c4[a0.w], c3
        mad r24, c4[a0.y]_abs.zzx, r24, -r25.wzxz
    endrep
    sgn r4, r28
    m4x3 r8.xyz, r4.zwxy, c3715
    mul_sat r27.zw, r22, r22
    mad r11, -r22_abs, v2, r22.xzyw
endloop
min o5, r27_abs, -r27
min_sat o6.yzw, r27, r25
mul o0.x, r12, r12.xywz
ret
label l993
lrp r19.x, c0.xyxz, v2, c3.zxy
expp r8.xy, r25.y
loop aL, i31
    crs_sat r3.z, c0[aL], v2[aL]
    abs r18, -r27_abs
    break
    nrm r16, v2
endloop
ret
