// case: random/valid/vs_3_sw/1 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/1 (assemble)
// expect: the tokens of valid-vs_3_sw-1.bin
// origin: random seed 1 vs_3_sw #1
vs_3_sw
dcl_2d s3
dcl_blendweight5 v1
dcl_texcoord5 v4
dcl_position v2
dcl_texcoord12 o7.xy
defi i25, 2, 4, 1, 0
defi i12, 2, 4, 2, 0
dcl_position o11
dcl_2d s2
def c27, 0.0, 0.25, -1.0, 4.0
dcl_2d s0
dcl_normal3 o7.zw
lit r4, v2_abs.yyzx
min r8, c2, -r4_abs.yzyx
pow r10, c2.z, -c0.w
add r4, -v1, -v4.zxw
dp3 r6, c8191.xzx, -c8191_abs
m4x4 r23, r8.yzyx, c2314
slt r26, c0, v1.wyxw
sgn_sat r1, c1.xyyz
mul o11, c8191, -v1_abs
mul_sat o7.xy, r8, -r10_abs.ywxw
mov o7.zw, c0.ywzy
