// case: random/valid/vs_1_1/10 (validate)
// expect: valid
// case: random/assemble/vs_1_1/10 (assemble)
// expect: the tokens of valid-vs_1_1-10.bin
// origin: random seed 1 vs_1_1 #10
vs_1_1
dcl_position v13
dcl_texcoord12 v3
dcl_blendindices13 v1
dcl_color2 v4
lit r11, c255
rcp r10, -v3.y
m4x3 r1.xyz, v4.wzxw, c73
rsq r3, -v4.w
exp r6.w, r1.z
m4x3 r5.xyz, v4.z, c230
nop
exp r5.xz, c1.w
m3x4 r2, r11, c174
lit r7.y, c0.wzxy
nop
expp r3, -v4.y
exp r1.xw, v4.x
rcp r3, v13.w
m4x3 r0.xyz, -r11.xzyz, c173
m3x2 r7.xy, v3, c229
sge r0, c3, -r1
nop
slt r4.w, v3.zzxz, r10.wzyw
sub r3.zw, -r0, -r6.xxw
m3x4 r2, r0, c140
m3x3 r4.xyz, v1, c240
slt r8.z, c255.yzxz, -v3.wwzw
mul oPos, r11.yxw, v13.zyzy
min oD0.xy, r3.xxwy, c1.yyz
mad oD1.xy, -r11.xwyw, -v1, -r0
mov oT0, c255
min oT3.xyz, -v13, c1
mov oT6.xy, r11
