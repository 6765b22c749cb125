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
mul_sat r8, v11.yyzw, c2
sincos r30.xy, r21.x
dp3_sat r21.z, v8_abs.zw, c0.wxz
pow_sat r17, r30.y, v0.y
mov r11, -r8_abs.yzwx
sincos r11.y, c0.z
loop aL, i0
    sincos r4.x, v11.w
    slt r0.xyw, -c255_abs, c1
    rsq r6.xzw, c3_abs.y
    log r12.xy, r4.x
    sgn r4, v7[aL]_abs.xwyw
    break
    rcp_sat r25, r4_abs.y
    mova a0, c0
    m3x3 r28.xyz, v7[aL].zxxw, c211
    sge r30, -v7[a0.y]_abs, r4.yyx
    min r25, v8[a0.x].xyw, c0[a0.y]
    max_sat r26.zw, c8[a0.y], c8[a0.w].xwyz
    mov r19, v8.wxyw
    sge r5, c4[a0.x], v11[a0.z]_abs.wyz
endloop
rep i0
    min r21, r8_abs, c0.xzyx
    dp3 r12.w, r8.zx, r17.xyyx
    abs_sat r12.zw, v0_abs.zxw
endrep
mov o11, v8.yzxw
max o8.xyz, c0_abs, -r21_abs.zzxy
min o1.x, v11, -c255_abs
max o7.xy, c1, r11.zxz
max o7.zw, v11, -c2.wyz
max o0.x, -c0.yzyz, v0.xxxy
mad o0.z, r11, c255.xywy, v0_abs
add o0.w, -c0_abs, v8.wwzy
add o5.x, r30, v0_abs
mad_sat o5.yzw, r11.xxwx, c2, r8
