// case: vs3.index.no-pos-psize/invalid/vs_3_sw/mutate-index-position-0 (validate)
// expect: invalid [vs3.index.no-pos-psize]
// origin: mutator index-position on random seed 1 vs_3_sw #2
vs_3_sw
defb b36, false
dcl_blendweight4 o10.xy
dcl_position o0
dcl_tangent3 o11.w
dcl_position v13
dcl_binormal11 o4.w
dcl_blendindices1 o5.w
dcl_normal9 o4.x
dcl_blendindices11 o5.x
dcl_blendweight7 o6.y
dcl_binormal8 o4.y
dcl_blendindices2 o6.x
dcl_tangent4 o8.xyz
dcl_blendweight o5.y
dcl_binormal4 o7.xyz
dcl_blendindices4 o1
dcl_tangent7 o6.w
dcl_fog14 o10.zw
dcl_texcoord13 o11.xyz
dcl_tangent9 o4.z
dcl_binormal15 o9.x
dcl_fog2 v9
dcl_tangent1 o7.w
dcl_cube s2
dcl_color15 o8.w
dcl_blendweight5 o5.z
dcl_texcoord14 o9.yzw
defi i4, 4, 2, 1, 0
dcl_texcoord2 o6.z
defi i30, 3, 0, 1, 0
nop
logp r29, -c0.y
m3x3 r25.xyz, r29, c5894
rsq r13, c1.y
nrm r27, r29.xzxz
mul_sat o0, c1.yxwx, -r13
add o10.zw, -c1, v9.yxwx
mul o11.xyz, c8191, c3.wzzw
max_sat o11.w, v9, c8191
mad_sat o5.x, v9_abs, v13, r25
mul o5.y, c0, -c1_abs
mad o4.x, c3, -c2_abs.ywxy, -c0_abs.wywz
add o4.y, -c3_abs.xxwx, c0
min o4.z, c2, c3
min o4.w, r29, c8191.xxyx
mad_sat o8.xyz, c0, r27, r27
add o8.w, c0, -c1.wzyz
mad o7.xyz, v13.xwzw, r27, c1.xzwx
min_sat o7.w, -r27.zxz, c0.yzwx
mov o6.x, r27.yyzx
loop aL, i0
    mov o0[aL], c0
endloop
