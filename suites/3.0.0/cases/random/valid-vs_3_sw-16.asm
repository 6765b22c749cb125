// case: random/valid/vs_3_sw/16 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/16 (assemble)
// expect: the tokens of valid-vs_3_sw-16.bin
// origin: random seed 1 vs_3_sw #16
vs_3_sw
dcl_color9 o5.yzw
dcl_normal10 o4.w
dcl_tangent13 o10.w
def c28, 8.886507e-14, 0.0, -0.5, 2.3997492e-24
dcl_tangent8 v5
dcl_binormal3 o9.y
dcl_tangent9 o3.w
dcl_binormal13 o3.xyz
dcl_binormal9 o10.y
dcl_binormal11 o1
dcl_color10 v0
def c36, 0.5, -0.5, 0.125, -2.0
dcl_fog12 o11
dcl_texcoord13 o2
dcl_blendindices1 o7.w
defb b41, false
dcl_normal8 o9.w
dcl_position o8
dcl_color14 o4.z
dcl_normal1 o0.xy
dcl_cube s1
dcl_position v15
dcl_tangent1 o5.x
dcl_blendweight4 o9.x
dcl_blendindices4 o4.y
dcl_blendweight7 o9.z
dcl_color12 o7.xyz
dcl_color2 o4.x
dcl_normal2 o10.x
def c17, -2.0, 3114872.8, -2.0, 0.5
defi i28, 2, 0, 2, 0
dcl_blendweight14 o10.z
dcl_fog6 o0.zw
def c18, -1.1661278e16, 0.5, -819.9269, 0.25
dcl_volume s2
add o8, v15, c3
mov o7.w, v15
min o5.x, v0.wyzx, c0.wxy
max o3.w, c0, c2_abs.xxzy
add o10.x, v15.xywz, -c8191.wzwz
add_sat o10.y, v5.wzzw, -v0
mad o10.w, c2.ywx, -c1_abs.wzxy, -c3_abs.wxy
mad o11, c0.wxzy, -c2_abs.xxyx, -v0_abs.yxw
mul_sat o9.x, c3.zwxy, -v0_abs
mul o9.y, -c0, c2
add o4.z, c3.zxyw, -v15_abs
min o2, v0.zwwz, v5.yxw
min o0.zw, c8191, c8191.xwxw
