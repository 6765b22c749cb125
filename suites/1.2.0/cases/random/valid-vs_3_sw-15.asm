// case: random/valid/vs_3_sw/15 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/15 (assemble)
// expect: the tokens of valid-vs_3_sw-15.bin
// origin: random seed 1 vs_3_sw #15
vs_3_sw
dcl_tangent8 v5
dcl_fog11 o8.y
dcl_binormal14 o8.z
def c4, 0.25, 0.25, 0.125, -1.0
dcl_position o0
dcl_blendweight7 v8
dcl_normal12 o8.w
def c25, 0.125, 2.0, -0.5, -0.5
defb b6, false
dcl_tangent6 o11.x
dcl_color2 o11.yzw
dcl_fog6 o8.x
dcl_2d s2
defi i26, 4, 0, 1, 0
dcl_2d s3
def c57, -2.0, 2.9671185e22, 4.0, 2.0
dcl_position v2
dcl_color6 v10
slt r15, c1_abs, c8191.xwxy
mad r9, c1_abs, v8_abs, c8191
call l1487
mul_sat r16.xyz, c8191.zzxw, v10
m4x4_sat r14, r15_abs, c6689
logp r27.xw, c2.w
sincos r1.y, r16.z
dp3 r16, r15_abs.xyzx, r9.yyx
abs r5, c2.wxwx
mad r23, c8191.wyyz, r9, r14
lrp r20, -v5_abs, c8191.xzyx, c2.zx
lrp r7, -r15_abs.yzxz, r9.xxxy, c3.wywz
sgn r14.yzw, v10.wwyx
if_le r15.w, r14.y
    logp r31.x, r14.z
    min_sat r12.yw, c8191, v10
    sgn_sat r18, r5
endif
max_sat o0, -c2, c1.wzwx
mul o8.y, c3.xxzx, r9
mul_sat o8.z, -v10, v5.xxzy
mad o8.w, -r15.zwyz, r5, r14_abs.xwxz
min o11.x, r23, r27_abs
add_sat o11.yzw, -r16.zwzx, -r27_abs.xxwx
ret
label l1487
texldl r25, r15, s3
lrp r22, r25.ywxw, c2.wywx, c8191_abs
logp r6, v2.z
sgn r8, -r22_abs.wzyx
exp r6, c1.z
m3x4 r24, r9.wzxz, c3323
if b7
endif
ret
