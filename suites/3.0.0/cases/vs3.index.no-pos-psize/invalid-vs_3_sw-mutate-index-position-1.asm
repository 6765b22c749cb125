// case: vs3.index.no-pos-psize/invalid/vs_3_sw/mutate-index-position-1 (validate)
// expect: invalid [vs3.index.no-pos-psize]
// origin: mutator index-position on random seed 1 vs_3_sw #4
vs_3_sw
dcl_normal2 o9.x
defi i56, 2, 3, 1, 0
dcl_color2 o6.x
dcl_2d s1
dcl_blendindices2 o9.yzw
dcl_position o0
dcl_psize o1
dcl_blendindices v14
dcl_cube s3
dcl_normal4 o5.z
dcl_position v10
dcl_normal12 o6.yzw
dcl_binormal12 o5.w
dcl_color4 o5.x
dcl_cube s2
dcl_texcoord o5.y
sincos r24.xy, c3.y
nrm_sat r14, c0.yzzx
min o0, -c0_abs, c3.yw
mad_sat o6.x, c1, c0, c2.zyx
max o6.yzw, c8191, -c1
mad o5.x, c2, -r14, -c1_abs
min_sat o5.y, v14.zyxz, r14_abs.wzyx
max_sat o5.z, -c0, r14.zwzw
min o9.yzw, c0, c3
loop aL, i0
    mov o0[aL], c0
endloop
