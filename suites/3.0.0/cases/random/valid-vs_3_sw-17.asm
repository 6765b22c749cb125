// case: random/valid/vs_3_sw/17 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/17 (assemble)
// expect: the tokens of valid-vs_3_sw-17.bin
// origin: random seed 1 vs_3_sw #17
vs_3_sw
dcl_normal6 o10.x
def c51, -2.5559778e30, 0.25, 0.0, -1.0
defi i36, 1, 1, 1, 0
dcl_tangent3 o10.y
dcl_fog1 o1.xyz
defi i48, 4, 2, 1, 0
dcl_fog7 o5.w
dcl_2d s0
dcl_position v3
dcl_position o0
dcl_volume s3
dcl_texcoord o1.w
dcl_tangent13 o10.w
def c40, 1.0, 2.7275106e-37, 0.5, 0.5175811
dcl_tangent1 o10.z
def c62, 1.0, 1.0, -0.5, 4.0
dcl_fog9 o8.xy
dcl_tangent2 o8.zw
dcl_blendindices o7
dcl_blendweight12 o5.xyz
mova a0, v3
sge_sat r17, c0[a0.w], c8191.yxw
lit r7, -c1_abs.wzwz
rep i48
endrep
mul_sat o0, c1, c8[a0.z]
mad_sat o8.xy, c8[a0.y], -c4[a0.y], -c0[a0.w].yyx
mul o8.zw, -v3[a0.y]_abs, -r17_abs
mov o10.x, v3[a0.z]
mul o10.y, c4[a0.x], -v3[a0.y]_abs.wxyx
add o10.z, -c0.yyz, -v3[a0.w]
add o10.w, -r17, c4[a0.x]_abs.yzxz
mov o5.xyz, c0[a0.x].yxxz
mad_sat o5.w, r7.xzwy, c4[a0.w].xxxy, c2.zwx
mad o1.xyz, c4[a0.z], c2, c8[a0.x]
max o1.w, v3[a0.y], -c4[a0.x]_abs.xzw
mad o7, -v3[a0.w]_abs, c3, c3
