// case: reg.dst-writable/invalid/vs_3_sw/mutate-write-const-0 (validate)
// expect: invalid [reg.dst-writable]
// origin: mutator write-const on random seed 1 vs_3_sw #0
vs_3_sw
dcl_color12 o0.z
dcl_normal9 o8.y
dcl_texcoord14 o4
def c16, -1.5771757e32, 0.125, 1.0, -2.0
dcl_fog8 o8.z
dcl_tangent14 o0.x
dcl_binormal12 o8.x
def c8, -1575709200000.0, 0.5, 0.0, -4.43292e31
dcl_blendindices6 o6
dcl_position v5
defi i2, 2, 3, 1, 0
dcl_tangent3 o0.y
def c57, 0.25, 4.0, 2.0, -2.0
dcl_fog9 o9.xyz
dcl_blendindices9 o10
dcl_2d s1
dcl_2d s2
dcl_fog7 o9.w
dcl_fog15 o8.w
dcl_binormal4 o0.w
dcl_color3 v10
dcl_2d s0
dcl_position o3
defb b1, true
def c54, 1.0, 0.125, 4.0, -0.5
defb b16, true
mad r7, v10.yyzx, c3, v5
logp r26, v5.x
mul r30, v10.yxxy, -c0.wyxz
m3x2 r12.xy, -r7.wwwz, c3557
m3x2 r20.xy, -r7, c2077
mul_sat o3, v5, -r30.zzxz
mad o8.x, -c2, v5.wxzx, -c3_abs
mad_sat o8.w, r12.wzwy, c8191, -r26_abs
mad o10, r30.yzzy, v5, c1.yxw
min o4, v5_abs.wzzx, v5
mul_sat o9.w, c8191.yzxz, r26
mad_sat o0.x, -v10, -c0.zzyw, r26.xwz
max o0.y, -r30.wzzx, c1_abs
mov o0.z, c0.xxyx
mul_sat o6, -c1, c1.yyxw
mov c0, c0
