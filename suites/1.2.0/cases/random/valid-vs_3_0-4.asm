// case: random/valid/vs_3_0/4 (validate)
// expect: valid
// case: random/assemble/vs_3_0/4 (assemble)
// expect: the tokens of valid-vs_3_0-4.bin
// origin: random seed 1 vs_3_0 #4
vs_3_0
dcl_color7 o6.yzw
dcl_cube s1
dcl_blendweight15 o4.z
def c19, 0.125, 1.4405303e-26, 0.125, 2.0
dcl_position o9
dcl_volume s2
dcl_blendindices15 v8
dcl_psize o5
dcl_fog11 o4.x
def c7, 0.25, 0.0, 0.0, 2.0
dcl_texcoord o4.y
def c61, -0.5, -0.14689605, 1.0, 0.125
dcl_fog9 o6.x
dcl_volume s3
def c27, -33853972.0, 0.125, -2.0, -1.0
defi i9, 1, 4, 2, 0
dcl_tangent v3
defi i5, 4, 3, 2, 0
dcl_fog3 v11
dcl_position v5
dcl_color9 o4.w
sgn r22.xz, v3.zyx
mul_sat r14, -c255_abs.zzwz, v5
add r17, r14.wxzy, c255
m4x3 r10.xyz, v8.xywy, c235
mul r8.xw, v8, r14_abs.zzyw
m4x4 r15, v5, c135
mad r10, v8, -v8, c255
mul r7, -v3.zyzy, c2
sge r15, r17.yxxz, r14.wzyz
exp r14, v11.w
logp_sat r25, v3.z
callnz l1919, b0
texldl r2, v11, s2
logp r9, r7.z
setp_eq p0.z, c0, c2
sge r18, c1, v3
abs r9, c1
call l376
sub r11, v8_abs.zzx, -r10_abs.xzzx
mul r16, v5, r17.wxzx
lrp_sat r2, v11_abs.xzyx, r25_abs, r15
sgn r22.xyw, v11
sgn_sat r22.yw, -c1_abs.yzx
lit r3.z, -r10.zywy
m4x4 r6, r22, c216
dst_sat r31, r17, r22.xyz
min r15.xyz, r31.yyyw, -r9_abs.xxyw
min o9, r10, -r17_abs.yyw
max o4.x, v3.zzzw, -r22
mul o4.z, r6.z, -r22_abs.yyzy
add o6.x, c2_abs.xxzx, r9_abs
max o6.yzw, r7.zwz, r10.yxxy
ret
label l1919
setp_eq p0.yz, r17_abs, -r15.wwwy
abs_sat r24, c0.wyyw
ret
label l376
ret
