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
dp4 r28, c0, v4[a0.w].wxy
rcp r8, -c1.z
dp4 r6.xz, c4[a0.y], r8
crs r31.xy, r28, v4
loop aL, i3
    sgn_sat r29, c4[a0.z].xxz, r1, r6
    texldl r8, r25, s2
    m4x3 r15.xyz, r22.yxwz, c7816
    add r20, c8[a0.y], -c0[a0.w].wyyz
    loop aL, i6
        rcp r15, r20.w
        setp_eq p0.xw, c8191, -c8[a0.x]
        sgn r7, v4[a0.w].xzxy
        lrp r1.z, -c8[a0.y].xyxy, c1.xxwy, c8
        m4x4_sat r19, v12[a0.w], c7679
        m3x2 r22.xy, r25, c3779
        sge_sat r20.yzw, r15.xxzx, r19
    endloop
endloop
add o2, -v11, c0
mov o8.x, c0[a0.x].z
mad o7, -c0[a0.y]_abs.zxxw, -c0[a0.x], v12[a0.w]
max o0.xyz, -v12, -r28
add o0.w, -v12[a0.w]_abs.yzzy, -r22
max o1.xyz, c0[a0.x].xxxz, r28
add o1.w, v11[a0.x], v11[a0.w]_abs
max o5, c2.wxwz, c0[a0.z]
add o6.y, r1.wzxz, -r1_abs.xzxz
mul_sat o6.w, r31.wwy, v11[a0.y].zy
mov o9.xy, c8[a0.z].yzwy
mul o9.zw, v4[a0.x].xxw, -c0[a0.w].zwyx
