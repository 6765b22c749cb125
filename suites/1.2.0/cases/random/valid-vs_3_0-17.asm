// case: random/valid/vs_3_0/17 (validate)
// expect: valid
// case: random/assemble/vs_3_0/17 (assemble)
// expect: the tokens of valid-vs_3_0-17.bin
// origin: random seed 1 vs_3_0 #17
vs_3_0
dcl_blendweight4 o4.w
dcl_blendindices7 o2.x
defi i4, 2, 1, 1, 0
dcl_psize o10
def c51, 0.5, 0.0, 1.2023724e-35, 0.5
dcl_blendindices3 o2.w
dcl_2d s3
dcl_blendindices11 o0.zw
dcl_color o2.z
dcl_texcoord5 o0.xy
def c26, -0.5, 0.125, 0.5, -7.697601e28
dcl_position v5
dcl_position o9
dcl_binormal8 o7.xyz
dcl_color5 v12
dcl_blendindices o4.xyz
dcl_color14 v4
dcl_color6 o2.y
defi i5, 2, 1, 1, 0
dcl_blendweight13 o5
dcl_tangent4 o7.w
sincos r12.y, v4_abs.w
logp r17, v4.x
log r15, v12.y
frc r18, c3
slt r8, r17, -v4_abs.wwxy
rcp_sat r29, -c3.y
sgn r0, r29.xwwz
mov o9, c3
mad o4.xyz, r8.ywz, v5.yzxy, r29.xwzy
mul o4.w, v4_abs.zzzy, r17_abs
add o2.w, c1, -r8
min o0.xy, -c2, -v12_abs.yzwz
min o0.zw, -r29_abs, r15
add o7.xyz, r18.yzyz, v5.wyyw
