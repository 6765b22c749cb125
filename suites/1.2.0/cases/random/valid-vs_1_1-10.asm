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
max r11, c255, v13
mad r9, -v13, c0, r11
rsq r1, -v1.x
mov a0.x, -c0.y
nop
dp4 r3, v1, c0.wxw
frc r7.xy, c1.zwxw
sub r3.z, -r1.wxyw, c3
expp r3, -v1.y
exp r1.xw, c8[a0.x].x
rcp r3, v1.w
m4x3 r0.xyz, -v3.xzyz, c173
m3x2 r7.xy, r0, c229
sge r0, c4[a0.x], -r1
nop
slt r4.w, r3.zzxz, c0.wzyw
sub r3.zw, -r9, -r1.xxw
m3x4 r2, r9, c140
m3x3 r4.xyz, v1, c240
slt r8.z, c3.yzxz, -r9.wwzw
rcp r10.y, -r0.z
slt r3, c255.xxwy, v3.yyz
frc r4.y, c1.yzw
min oPos, -v1, c8[a0.x].wxy
min oD0.xy, -c1, v1
mov oD1.xy, r4
mul oT0, c3, v13.yyzw
mul oT3.xyz, -r0, r9
add oT6.xy, -v13, r2
