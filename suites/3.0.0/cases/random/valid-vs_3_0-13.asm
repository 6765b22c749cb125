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
dp3 r26, c0, v5
mul r16, v11.yxxz, c1.xxz
rcp r6.w, c3.x
nrm r31.xyz, v5.wyz
crs_sat r0.yz, c255, c255_abs
dst r11, c0.xxwz, c0_abs.yzyw
sgn_sat r1.yz, r16.yxyw
if_eq -v11_abs.y, v11.w
    dst r26, r0, -c2_abs
    frc r27, -r11.wz
    abs r22.xy, c2_abs
    mad_sat r12.zw, v11, r27, -c3_abs.yz
    texldl r11, r11, s2
    lrp_sat r15.y, -c1.zwwx, r11, r11.xxzw
    call l685
    sub_sat r20.z, v5, r31
    max r23, v11, r26
    mul r10.x, r27.xyxw, -c1.wzyz
    mul r27, c1_abs, r27
    lit r20.xyz, v11.yzxw
endif
mad o9, -c2_abs, r16_abs, -v11_abs.zzx
mov o7.xyz, c255
mad_sat o7.w, v11.xwyx, r16_abs.yywz, r6
mov_sat o11.y, c1.yzwz
min_sat o11.z, v11.xxwx, r26
min o11.w, -r26_abs.wwxw, c1
mov o3, c3.xzw
add_sat o2.xy, r31.xyx, r11_abs.xwwx
ret
label l685
lrp r1.xyw, r16, c1.zwzy, -v5
dp4 r1, r1.wyzx, -r1_abs.xzyw
dst r18, c3.zwz, v5
exp r18, r31.x
add r31.x, r22, -c0.ywzy
ret
