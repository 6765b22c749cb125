// case: dst.p0-setp-only/invalid/vs_3_sw/mutate-mov-p0-1 (validate)
// expect: invalid [dst.p0-setp-only]
// origin: mutator mov-p0 on random seed 1 vs_3_sw #1
vs_3_sw
dcl_texcoord7 o3.yzw
dcl_color7 o0.w
dcl_position v3
dcl_2d s2
dcl_fog10 v11
dcl_blendweight3 o4.w
dcl_texcoord14 o4.xyz
dcl_blendindices4 o0.x
dcl_normal8 o11.x
dcl_normal9 o0.y
dcl_blendweight15 v4
dcl_color6 o11.y
dcl_texcoord13 o3.x
defi i49, 1, 3, 1, 0
def c43, -8.5864915e-5, 0.25, -2.0, 2.7318704e27
defb b38, true
dcl_fog14 o11.z
dcl_psize o2
defi i38, 3, 4, 1, 0
dcl_fog o9.xyz
dcl_texcoord12 o0.z
dcl_blendindices3 o9.w
dcl_normal10 o11.w
dcl_position o10
defb b43, false
max o10, -c8191.zxw, v11.wzyz
mov o2.x, v4.w
mad o3.x, c3, v4.zzzx, -c2_abs.xyzx
min o3.yzw, c0_abs.xxxz, c1
min o9.xyz, v3, v4.zxwx
mul o9.w, c1.zyxw, c3
add o11.x, c8191.ywxy, -v3.zwyw
mov o11.y, v4_abs
add_sat o11.z, c0_abs, v11_abs
min o0.x, c2, -c0
mad o0.z, c2, v3.yxwy, c2
mov p0, c0
