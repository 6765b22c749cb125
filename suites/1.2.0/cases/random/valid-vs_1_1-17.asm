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
sge r4, c3, c3
add r2.xyw, v7, -c1
exp r9.xz, c255.y
m4x3 r1.xyz, r4.xwxz, c21
sge r11, c0, r4.wzxy
min r8, v13, -c2.zxw
m3x4 r8, r11, c189
log r11, -c2.y
rcp r10.xw, r1.z
mov r5.x, c255
sub r10, -r4, c255
dst r9.xyw, -r8.xyxw, c1
mul r10, r10, r10.zyzy
min r9.xyw, r9, -c0.wwzw
dp3 r0, -v4, r8
add r4, -c1.zzwx, r10
dst r8, v7.wxw, -c255
slt r10.x, c3, -r2.ywzw
dst r0, c0.xxw, r9
nop
m3x2 r4.xy, -r8.xxzx, c39
exp r9, r10.x
mad r9, r8.wxxy, -r4.zyxw, r0
exp r3, -r1.y
mov r2, r0
mov a0.x, v13.w
max r3.y, -r11.wzxz, c8[a0.x]
rcp r6.xzw, r2.w
sge r0, r11.xyxz, r2
logp r8, c8[a0.x].x
max r0, -v7.yxzy, r4.xyx
dp4 r2, r3.xzyz, c3
mul oPos, c3.wyw, -r9.wxzw
mad oD1.x, -r3.zwyz, -v13, r2.xzwz
max oT3.xyz, r2, r0.zwyz
max oT4, r0, r11.ywy
min oT6.xy, c3.zzxz, -r9
mul oT7.xyz, -v11, r1
