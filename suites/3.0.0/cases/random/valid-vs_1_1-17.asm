// case: random/valid/vs_1_1/17 (validate)
// expect: valid
// case: random/assemble/vs_1_1/17 (assemble)
// expect: the tokens of valid-vs_1_1-17.bin
// origin: random seed 1 vs_1_1 #17
vs_1_1
dcl_position v11
dcl_texcoord2 v4
dcl_fog6 v13
dcl_color10 v7
frc r2.xy, c3.yxwy
frc r11.xy, v7.zwyx
expp r11.xw, v4.x
log r9, c255.y
rsq r4, r2.x
m4x3 r1.xyz, v4.wwwz, c80
m4x3 r3.xyz, r9.wywy, c56
frc r1.xy, -v4.zxw
m3x4 r8, v13, c189
log r11, -r2.y
rcp r10.xw, v13.z
mov r5.x, r8
sub r10, -c0, c0
dst r9.xyw, -r2.xyxw, c1
mul r10, r10, c3.zyzy
min r9.xyw, r10, -c1.wwzw
dp3 r0, -c0, r4
add r4, -c1.zzwx, r10
dst r8, c2.wxw, -r8
slt r10.x, r9, -v11.ywzw
dst r0, r8.xxw, r4
nop
m3x2 r4.xy, -r0.xxzx, c39
exp r9, c2.x
mad r9, c255.wxxy, -c255.zyxw, r0
exp r3, -c0.y
mov r2, r0
mov a0.x, v13.w
max r3.y, -r11.wzxz, c8[a0.x]
rcp r6.xzw, r2.w
sge r0, r11.xyxz, r2
logp r8, c8[a0.x].x
mad oPos, r10.xwzy, c0.wywz, c0.wzzw
mul oD1.x, v7.xzyz, c3
mul oT3.xyz, c3.wyw, -r9.wxzw
mad oT4, -r4.zwyz, -c0[a0.x], r3.xzwz
max oT6.xy, r2, c0.zwyz
max oT7.xyz, v7, c0.ywy
