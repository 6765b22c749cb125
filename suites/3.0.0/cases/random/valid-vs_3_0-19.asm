// case: random/valid/vs_3_0/19 (validate)
// expect: valid
// case: random/assemble/vs_3_0/19 (assemble)
// expect: the tokens of valid-vs_3_0-19.bin
// origin: random seed 1 vs_3_0 #19
vs_3_0
dcl_tangent9 o8.w
dcl_fog8 o2.xy
dcl_blendweight8 o1.x
dcl_fog2 o0.w
dcl_texcoord7 o7.zw
dcl_binormal6 v0
dcl_texcoord9 o0.x
dcl_normal13 o8.xyz
dcl_binormal3 o0.z
dcl_volume s0
dcl_position v8
dcl_color3 v11
dcl_color1 o5.yzw
dcl_normal1 v7
dcl_binormal9 o1.yzw
dcl_color4 o0.y
defb b8, true
dcl_cube s1
defi i0, 4, 3, 2, 0
dcl_binormal13 o7.xy
dcl_normal8 o5.x
dcl_position o11
dcl_normal9 o2.zw
logp r21.xz, -c3.z
pow_sat r8, c255.z, v7_abs.y
callnz l1534, b8
min r22, c0, v7.wwwz
sincos r1.y, r22.y
m3x2 r16.xy, v0.wxzw, c79
mov r11, -r8_abs.yzwx
sincos r11.y, c0.z
loop aL, i0
    sincos r4.x, v11.w
    slt r0.xyw, -c255_abs, v8[aL]
    rsq r6.xzw, c1_abs.y
    log r12.xy, r4.x
    sgn r4, v7[aL]_abs.xwyw
    if b3
        sincos r25.y, c3.y
        crs_sat r19.x, -r8_abs, -c1_abs
        rsq r19, r11.x
        rep i0
            texldl r0, v11, s1
            max r28, r0_abs.yzwz, v7[aL]
            log r6, -c0[aL]_abs.z
            lit r6, c4[aL].wwxz
            max r20, v0, r19.yyzw
            logp r10, v8[aL].y
            texldl r27, v8, s1
            sge r7, v7_abs.xxz, c0.zwwz
        endrep
    endif
endloop
mul o11, r8.zx, c3.xyyx
mad o8.xyz, -v8_abs.xwxz, -c3_abs.wy, c3.yzxw
max o1.x, v7_abs, -r21_abs.zzxy
min o7.xy, c255, -r16_abs
max o7.zw, v7, c255.zxz
max o0.x, c1, -c1.wyz
max o0.z, -v11.yzyz, c2.xxxy
mad o0.w, v7, r22.xywy, r8_abs
add o5.x, -r21_abs, v7.wwzy
add o5.yzw, c3, v11_abs
ret
label l1534
sincos r16.x, c0.y
mul r11, v8.zwyz, v8
sincos r9.xy, v8.w
exp r26, c1.z
m4x3 r6.xyz, -r11, c128
ret
