// case: random/valid/vs_3_sw/2 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/2 (assemble)
// expect: the tokens of valid-vs_3_sw-2.bin
// origin: random seed 1 vs_3_sw #2
vs_3_sw
dcl_position o3
dcl_position v6
def c2, -3.033847e-21, 0.5, 1.0, 2.0
defi i39, 1, 1, 2, 0
dcl_blendindices3 o7.xy
dcl_color3 o11.yzw
dcl_blendweight1 v2
dcl_tangent2 o5.x
dcl_color v13
dcl_fog7 v3
dcl_texcoord2 o5.z
dcl_binormal11 o5.y
dcl_volume s1
dcl_blendindices1 o5.w
dcl_texcoord9 o7.zw
dcl_blendindices2 o11.x
dcl_psize o8
pow_sat r28, v13_abs.x, v3.z
mad r30, -c8191_abs.zwwz, c0.xyxw, v2.zxzy
pow r6, v2.w, c2.w
add r14.x, r30, -v3.wwwy
call l880
slt r27, c0.zxyx, -c8191_abs
sgn r0.x, c0, r6, r27
if b8
    dp4 r15, v6, c3
    m4x3 r10.xyz, -v13_abs, c658
endif
mul o3, c8191, v3.yzyw
mov o8.x, r28.x
max o7.xy, c2, v2
min o7.zw, v2, v3.yzyw
add o5.z, c8191.ywwx, c3.xzyw
min o5.w, r30.xxw, c3
mov_sat o11.x, -c8191_abs.xwyx
ret
label l880
frc r7, -v3_abs
dst r7, v3, v13_abs.xwyx
sincos r21.y, -c8191_abs.w
crs r18.xz, r30, -c8191
sge r27, r6, c1
m4x4 r4, -v13_abs, c7759
m4x4 r8, v3.wwzx, c2918
rsq r3, -r8_abs.y
ret
