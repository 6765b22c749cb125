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
expp r5, c0.x
lit r8, r9.xwzx
add r11.x, r9.yxwx, -c8191.wxwz
setp_le p0.xw, v8.xwzx, r8_abs.wxz
m3x2 r28.xy, r14, c6724
sge r24, c0_abs.yzwz, v10.yzwy
callnz l1487, b6
dst r25, -c2.yzzw, v2
m3x4 r18, -r5_abs.zywx, c3504
mad o0, r24.yzxw, v2.yyxy, r8.wxwy
min o8.y, r14.wzwx, c0.wx
max o8.z, r14, r25.wxwy
min o8.w, r28.xxzy, v5
mul o11.x, c2, r24.wzxw
mul o11.yzw, -r14, v10
ret
label l1487
nop
rsq r8, -v2.z
slt r0.xw, v10, v2.yzyx
if_eq v5.y, v10.z
    max r27, v8.xzy, c3.zywz
    sgn r8, v2.zzyw
    lit r22, r27.zyw
    loop aL, i26
    endloop
endif
ret
