// case: random/valid/vs_1_1/9 (validate)
// expect: valid
// case: random/assemble/vs_1_1/9 (assemble)
// expect: the tokens of valid-vs_1_1-9.bin
// origin: random seed 1 vs_1_1 #9
vs_1_1
dcl_position v3
dcl_normal15 v10
def c56, 0.0, -0.5, 4.0, 0.25
dcl_tangent7 v2
sge r7.zw, -c2, v3
max r8, -v10.zzyx, -v10.yxy
dst r6, -c0.wyx, v10.xyyz
dp3 r10, -v2.yyyz, c255.xzxz
dp3 r9, -v10, v10.wwwx
mul r1, v3.zwzx, r6
frc r6.y, -r6
m4x4 r9, -v2, c238
dp4 r3, c3, -r9.wwwz
rcp r8, c2.w
mov r6, r6
m3x3 r4.xyz, -r10, c7
min r4.w, -c3, -v2
mov a0.x, -r3.w
lit r3, c3.wzxz
dst r10, -r6.wyz, c4[a0.x]
m4x4 r11, r10, c13
m3x3 r2.xyz, -r6.zzwz, c236
sge r3, r3, c8[a0.x].zwzx
logp r4, r10.z
m3x3 r10.xyz, v10, c215
log r7, r10.z
dst r3, -r1.zxwx, c0[a0.x].wxyx
m3x4 r2, r10, c247
min r8, c3.wwyz, r10
lit r8.yzw, r9.zyx
sub r1, r3.wzwx, r9
add r7, v10.zywx, -c255
dst r6, -r11.zxwx, r2
mad oPos, r10, c8[a0.x].zxxz, -r1.yxwz
mad oT0.xyz, v10, -r8.yyzx, -r3
min oT2, -v10.wzxz, c4[a0.x].xywz
mad oT3.xyz, -r7.zxzy, -r1.ywyz, -r3.xwyw
mul oT7.xyz, -r3, r10
