// case: random/valid/vs_3_sw/18 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/18 (assemble)
// expect: the tokens of valid-vs_3_sw-18.bin
// origin: random seed 1 vs_3_sw #18
vs_3_sw
dcl_texcoord10 v14
dcl_cube s0
dcl_fog9 o10.xyz
dcl_blendweight10 v1
dcl_texcoord6 o9
defi i46, 1, 4, 1, 0
defb b36, false
dcl_position o0
dcl_texcoord5 v12
dcl_position v2
dcl_texcoord3 o10.w
mov_sat r30, -v14_abs
dst_sat r29, c1, -v14_abs.zzyz
pow_sat r13.xy, -c1_abs.y, c3.w
sgn r10.xy, c2.wxyw
add o0, v14.wxy, c1
add o9, c8191.zzyx, c0
min o10.xyz, c1.xyw, v1_abs
