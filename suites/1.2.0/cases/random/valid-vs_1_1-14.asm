// case: random/valid/vs_1_1/14 (validate)
// expect: valid
// case: random/assemble/vs_1_1/14 (assemble)
// expect: the tokens of valid-vs_1_1-14.bin
// origin: random seed 1 vs_1_1 #14
vs_1_1
dcl_position v13
dst r1, c1, -v13.wxzx
slt r6, c3.zwyw, c3
m3x4 r5, -r1.yzwy, c139
logp r8, c255.w
mul r3.w, c2, r1.wwzx
exp r7, -r8.z
nop
log r4, -r5.y
mul r10, -r4.w, c255
frc r1.xy, r6.zxxy
m4x3 r11.xyz, -v13.xywz, c79
dp3 r9, r8.wwxy, r5
add r10, r4, -r4
dp3 r0, r5, r8
add r6.yzw, c1.yyzx, r8.zwzx
mad r8.xz, v13.wwwz, r5, r11
rcp r4.xy, v13.z
mad r1, -r4.xxxy, -v13.xwxz, -r9
slt r6, c3.xwwz, -r1
max r9, r6, c0
mul r4, r4.xzwz, v13.zxxy
m4x4 r5, r8, c11
expp r7, -c3.y
logp r9, r6.y
m4x3 r4.xyz, r5, c149
mov oPos, r4
mov oT1, -c1.ywxw
min oT7.xy, r7, r11
