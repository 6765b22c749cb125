// case: random/valid/vs_3_0/13 (validate)
// expect: valid
// case: random/assemble/vs_3_0/13 (assemble)
// expect: the tokens of valid-vs_3_0-13.bin
// origin: random seed 1 vs_3_0 #13
vs_3_0
dcl_position v11
dcl_volume s1
dcl_2d s2
dcl_position o9
dcl_normal6 o11.y
dcl_normal2 o7.w
dcl_normal8 o7.xyz
dcl_color4 o3
def c56, 2.0, 0.25, 0.0, -0.5
dcl_fog o2.xy
dcl_2d s0
def c48, 0.25, 1.0129142e17, -0.5, 0.25
dcl_texcoord6 o4.yzw
dcl_binormal10 v5
def c14, 4.0, 2.0, -0.5, -3.774389e27
def c34, 0.125, 0.125, -0.5, -29980.639
dcl_blendweight10 o11.z
dcl_blendindices14 o4.x
dcl_color8 o11.x
defi i6, 4, 4, 2, 0
dcl_blendweight o2.zw
dcl_tangent12 o11.w
mova a0, c1_abs.xwwz
dp4 r3, c8[a0.x], v5[a0.x].yxxz
sub r21, c255.xwxw, v5[a0.y].xxwy
nrm r31.xyz, v11[a0.x].wyz
crs_sat r0.yz, v5[a0.w], c255_abs
dst r11, c2.xxwz, c8[a0.w]_abs.yzyw
sgn_sat r1.yz, v11[a0.z].yxyw
if_eq -c8[a0.y]_abs.y, c8[a0.x].w
    dst r26, r21, -v5[a0.z]_abs
    frc r27, -v11.wz
    crs r5.yz, c0[a0.x], v11[a0.y]_abs
    dp3_sat r12.zw, c8[a0.x], c0[a0.w]
    sub r24, c1.xxy, c2_abs
    if b0
        pow r24.z, c1.w, v5[a0.x].x
        callnz l685, !b15
        min_sat r18, c255.wwwz, c4[a0.w].zyzw
        lrp r7, -c0[a0.x].wzwx, v11[a0.y].zzyw, c0[a0.x]
        nrm r6.xyz, c0[a0.z].wzxz
        add r2, c4[a0.y], -c8[a0.z]_abs
    endif
endif
mov o9, c0
mad o7.xyz, -c4[a0.y]_abs, v5[a0.w]_abs, -r3_abs.zzx
mov o7.w, c4[a0.z]
mad_sat o11.y, v11.xwyx, c0[a0.y]_abs.yywz, v11[a0.x]
mov_sat o11.z, c4[a0.x].yzwz
min_sat o11.w, r31.xxwx, v5
min o3, -r21_abs.wwxw, c4[a0.z]
mov o2.xy, v5[a0.y].xzw
ret
label l685
mul r4, c0[a0.w]_abs, v11[a0.x]
dp3 r1.xyw, c0[a0.z], v11[a0.x].zwzy
callnz l1358, b2
rsq r4, c8[a0.z].w
mad r7.x, c3, v11[a0.y].xxw, c8[a0.w].wwyx
pow r18, v11[a0.y].x, -r11_abs.z
crs_sat r13.x, v11[a0.x], -c3
ret
label l1358
mul_sat r21, v11_abs, c8[a0.w].ywyx
max_sat r9, r26, -v11[a0.w].yyx
ret
