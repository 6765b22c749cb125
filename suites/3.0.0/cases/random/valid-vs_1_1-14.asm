// case: random/valid/vs_1_1/14 (validate)
// expect: valid
// case: random/assemble/vs_1_1/14 (assemble)
// expect: the tokens of valid-vs_1_1-14.bin
// origin: random seed 1 vs_1_1 #14
vs_1_1
dcl_position v13
mov r1, c1
mad r8, c1, -r1.zzyz, c1.ywyx
m3x4 r5, -r1.yzwy, c139
logp r8, c255.w
mul r3.w, r5, r1.wwzx
exp r7, -c2.z
nop
log r4, -r8.y
mul r10, -r8.w, c1
frc r1.xy, r7.zxxy
m4x3 r11.xyz, -r4.xywz, c79
dp3 r9, r10.wwxy, c255
add r10, r9, -c3
dp3 r0, c255, r1
add r6.yzw, c1.yyzx, v13.zwzx
mad r8.xz, v13.wwwz, r0, r7
rcp r4.xy, v13.z
mad r1, -r1.xxxy, -c1.xwxz, -r4
slt r6, c2.xwwz, -v13
max r9, r6, c0
mul r4, r4.xzwz, v13.zxxy
m4x4 r5, r8, c11
expp r7, -c3.y
logp r9, r6.y
m4x3 r4.xyz, r5, c149
mov oPos, r4
mov oT1, -c1.ywxw
min oT7.xy, r7, r11
