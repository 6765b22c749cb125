// case: random/valid/vs_3_0/14 (validate)
// expect: valid
// case: random/assemble/vs_3_0/14 (assemble)
// expect: the tokens of valid-vs_3_0-14.bin
// origin: random seed 1 vs_3_0 #14
vs_3_0
dcl_color2 o10.w
defb b15, true
defb b4, false
dcl_fog15 v8
dcl_binormal5 o11.xy
dcl_tangent12 v2
dcl_normal14 o4
dcl_position o0
dcl_normal5 o10.xyz
dcl_psize o1
defi i9, 4, 3, 1, 0
dcl_2d s2
def c59, 1.0, -0.5, 1.0, -2.0
dcl_cube s3
dcl_position v5
dcl_color3 o7.zw
dcl_binormal15 o2
dcl_blendindices7 o3.xyz
dcl_fog4 o3.w
dcl_binormal1 o11.zw
dcl_color14 o7.xy
dcl_normal6 o8.w
dcl_normal8 o5
dcl_fog10 o8.xyz
dcl_fog12 v11
defi i0, 1, 2, 2, 0
sge r19, c3_abs.xwxw, -v2_abs.yxxy
mov_sat o0, v8
mov o1.x, c1.z
add o11.xy, -v2_abs.zywx, c3.yzzy
min o10.xyz, c3.zyw, -r19.zyyz
mul o7.zw, r19.zwz, c3
mad_sat o5, v11, c255, r19_abs.yzzx
add o8.xyz, c255.yx, -r19_abs.xwyx
add o8.w, c255_abs, v11
mov o4, -v11_abs
min o3.xyz, c3.ywzw, v8.yyx
mov_sat o2, c1
