// case: random/valid/vs_3_sw/10 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/10 (assemble)
// expect: the tokens of valid-vs_3_sw-10.bin
// origin: random seed 1 vs_3_sw #10
vs_3_sw
dcl_tangent1 o1.xyz
defi i3, 3, 1, 1, 0
dcl_psize o8
dcl_tangent5 o9.zw
dcl_position o2
dcl_binormal11 o0.xyz
dcl_2d s2
dcl_color13 o1.w
dcl_color4 o6.y
dcl_blendindices15 v12
dcl_blendweight13 o6.z
defi i6, 3, 4, 1, 0
dcl_tangent2 o0.w
dcl_blendweight1 o6.w
dcl_blendindices8 v4
defb b49, false
dcl_position v11
dcl_blendweight o6.x
dcl_fog14 o9.xy
def c49, 5.9794316, 1.0, -2.0, 0.125
dcl_color12 o5
defb b35, false
dcl_blendweight15 o7
mova a0, v4
rcp_sat r25, -c4[a0.w].x
sge r12.xyw, c4[a0.y], c0[a0.x]
sge r1, c4[a0.x]_abs.xxxz, v4[a0.x]
rcp r6, -c8[a0.z].x
max_sat r22, v12[a0.y], v4[a0.x]_abs.wzwx
log r28, r25.w
crs r9.xyz, v4[a0.y], v12[a0.w]
sincos r21.x, v11[a0.x]_abs.y
slt_sat r22.xyz, r9, r6.wwyx
m4x4 r2, -v4[a0.w]_abs.wyz, c7554
texldl r17, v12, s2
dp4 r18, v12, v12.yxwz
dp3 r28.z, c8[a0.x].wwzw, -c8[a0.w].wyyz
max r26, -r28_abs, c8[a0.x]_abs.wxzw
if b3
    if_ge v12[a0.z].z, c8[a0.w].z
        m4x3 r22.xyz, -r17, c2166
        crs r1.x, v12[a0.z], v11[a0.z]
        max r16, c8[a0.y], c4[a0.z]
        sincos r22.y, c8[a0.w].x
        add r31, -c0_abs, r6.xxzx
        lrp_sat r2, -v12[a0.y].yyyx, v4[a0.w], r6.zwx
    endif
endif
mul o2, v4.yyw, -r28
mov o8.x, v11[a0.z].w
max o7, -v12[a0.w], -v4[a0.w]
add o0.xyz, -v12[a0.y]_abs.yzzy, -v12[a0.z]
max o0.w, r22.xxxz, c8[a0.y]
add o1.xyz, v4, c0[a0.z]_abs
max o1.w, r25.wxwz, v4[a0.z]
add o5, c0[a0.z].wzxz, -c4[a0.y]_abs.xzxz
mul_sat o6.y, v4[a0.w].wwy, c0[a0.y].zy
mov o6.w, c0[a0.y].yzwy
mul o9.xy, c8191.xxw, -c4[a0.z].zwyx
mad o9.zw, r21.zwx, r28, v11[a0.y].zwxy
