// case: random/valid/vs_3_0/4 (validate)
// expect: valid
// case: random/assemble/vs_3_0/4 (assemble)
// expect: the tokens of valid-vs_3_0-4.bin
// origin: random seed 1 vs_3_0 #4
vs_3_0
dcl_color7 o6.yzw
dcl_cube s1
dcl_blendweight15 o4.z
def c19, 0.125, 1.4405303e-26, 0.125, 2.0
dcl_position o9
dcl_volume s2
dcl_blendindices15 v8
dcl_psize o5
dcl_fog11 o4.x
def c7, 0.25, 0.0, 0.0, 2.0
dcl_texcoord o4.y
def c61, -0.5, -0.14689605, 1.0, 0.125
dcl_fog9 o6.x
dcl_volume s3
def c27, -33853972.0, 0.125, -2.0, -1.0
defi i9, 1, 4, 2, 0
dcl_tangent v3
defi i5, 4, 3, 2, 0
dcl_fog3 v11
dcl_position v5
dcl_color9 o4.w
rsq r22.xz, c2.z
dst_sat r14.yzw, -c255_abs.zzwz, v3
sincos r17.xy, -r14.z
rcp r15, v11.z
mov r2, -v8_abs
call l453
loop aL, i5
    rcp_sat r8, v11.y
    m3x4_sat r29, r2.wyxz, c106
    call l281
    log r17.yw, r29_abs.x
    sgn r6, r15
    break
    expp r5, -r15.z
    max r27, c2, -v11[aL]_abs.yyyx
    lrp_sat r25, v8[aL].wxxy, -c0_abs, c0[aL].wzxz
    max r9, -v11[aL].xywx, c255
    nrm r6, v11
    m3x3 r19.xyz, v3[aL], c178
    log r9, v11.w
    loop aL, i5
        sgn r22.xy, r29.zzw
        mova a0, -r6_abs.xzzx
        sub r16, v5[a0.z], c8[a0.z].wxzx
        mad_sat r2, c2_abs.xzyx, r15_abs, r6
        dst r22.xyw, c4[a0.x], v8[a0.x].wwxw
        expp r20.yw, -v3[a0.y].x
    endloop
endloop
add o9, -c2.zywy, r2_abs
max o4.x, v11.zyyx, c0_abs
max o4.z, r22, c2
mad o6.x, c255, -r2_abs.xxyw, r2
mul o6.yzw, -r14_abs.yyw, r17_abs.yxy
ret
label l453
nrm r7.xyz, c2.xzyw
ret
label l281
dst r4.zw, r14.wywx, r2.yyyw
m3x2_sat r28.xy, v3.xwwy, c174
ret
