// case: random/valid/vs_3_0/9 (validate)
// expect: valid
// case: random/assemble/vs_3_0/9 (assemble)
// expect: the tokens of valid-vs_3_0-9.bin
// origin: random seed 1 vs_3_0 #9
vs_3_0
dcl_fog15 o5.w
defi i0, 2, 4, 1, 0
dcl_fog8 o10.y
defi i10, 2, 4, 1, 0
dcl_2d s1
dcl_binormal10 o1.w
def c7, -3.4739909e-37, 0.5, 0.5, 4.0
dcl_tangent15 o8.yzw
dcl_fog1 o8.x
def c54, 0.0, 1.0, 4.0, -3.0850004e17
dcl_texcoord1 o7
dcl_blendindices1 o2.w
dcl_blendweight10 o9.x
dcl_fog o1.xyz
def c52, 0.5, 0.25, 0.0, 4.0
dcl_position v5
dcl_2d s2
dcl_position o3
dcl_binormal14 o2.xyz
dcl_texcoord10 o10.x
dcl_tangent12 o10.w
def c25, -1.0, 3.686402e-7, -1.0, 1.0
dcl_tangent13 o9.z
dcl_color7 o0.xyz
dcl_binormal3 o10.z
dcl_blendindices15 o0.w
dcl_volume s0
dcl_fog11 o5.xyz
dcl_tangent5 o9.y
dcl_color11 o9.w
rsq r24, v5.w
sgn r31, r24
if_gt -c3.x, v5.y
    sincos r26.xy, c255.z
    dst r28, r24.wzyx, v5.zwwz
    exp r18, r28.w
    call l963
    callnz l963, !b8
    callnz l1650, b8
    setp_le p0.y, c1.xwz, -r28.xwzy
    callnz l1958, !b10
else
    texldl r7, v5, s0
    sincos r26.x, -c3_abs.z
    if b1
        m3x2 r6.xy, r31, c10
        sub r14, r31.wwyx, r31.wxxw
        nrm r16.xyz, -c2.yyyw
        expp r29, r6_abs.y
        callnz l1650, !b8
        dp3 r21, r16.zxxw, c2
        dp4 r20.xw, c0_abs, r21
        frc r8, c3
        dst r9, r7.wyzy, -r7
        sgn r25, v5.zzzy
        expp r12, r20.w
        frc r1, c2.wxw
        if b4
            dst r7.xz, -r8.wxzy, r1
            crs r0.yz, r16, c3_abs
            mad r25, c255, -r1_abs, r21.yw
            pow_sat r14, r21.x, r14.w
        endif
    endif
endif
add o3, -r31.xzzw, c2.xwy
add o2.w, c0.zxxw, -r31_abs
max o7, c3.wz, r31_abs.xwyx
mad o10.z, -v5.xyyz, r24, c2.zyyz
max_sat o1.w, c0, v5.wzw
max o8.x, r24.wyzx, c3.xxw
min o8.yzw, c2.wxxw, v5
mov o9.x, -r24_abs
add o9.y, v5.xxwz, c255.zwzy
mad o9.z, c1, v5, -r24.wxzw
mad o9.w, c3, r24.yzxz, -c3_abs.xwx
ret
label l963
m4x4 r4, -r18, c144
pow r0, c3.w, r31.y
mov_sat r31, r0.wzyw
m4x3 r23.xyz, v5.zyzw, c93
setp_lt p0.yz, -r4.zxwy, r4.ywwy
max_sat r4, -c0.yzyz, c0
add r12, c0_abs.zxy, r18_abs
ret
label l1650
mov r31.xyz, c3.xzyx
nrm r10.xyz, r31.wxwy
add r29, r31_abs.zwy, c255
mad r9, r24.yyz, r24.xxyx, c255_abs
ret
label l1958
sgn r24.z, c2.xzxw, r18, r28
ret
