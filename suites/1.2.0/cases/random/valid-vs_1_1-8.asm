// case: random/valid/vs_1_1/8 (validate)
// expect: valid
// case: random/assemble/vs_1_1/8 (assemble)
// expect: the tokens of valid-vs_1_1-8.bin
// origin: random seed 1 vs_1_1 #8
vs_1_1
def c19, 0.125, 1.0, -2.0, 0.125
def c42, -0.5, 0.0, -5.460358e27, 1.0
dcl_position v14
def c10, -1.4356571e32, -0.5, -0.5, 1.0
dcl_fog6 v15
m3x3 r10.xyz, v14, c159
dp4 r3.xy, v15.w, c2
slt r1.xz, c255, -r10
m3x4 r9, -v15, c167
add r8.xyw, v15, v15.xzzx
min r3, -c3, r9.zywx
frc r9.xy, -c255
mad r0, c3.zzy, r9, -v15
rsq r10.xyz, -c255.z
dst r4.xyz, -v15.zzwx, v15.wwyx
mov a0.x, -c255.w
m3x4 r9, v14, c13
rsq r4.xyw, -r3.z
mad r4, c4[a0.x].xzzw, c4, r4.zxzw
rsq r10.w, v15.w
add r1.yzw, -r9, -v14
mov r6, r10.xzwz
rsq r8, v14.w
m4x3 r4.xyz, r8.zwwz, c196
dp3 r9.x, -c4[a0.x].wwyz, r6.xwzx
dp4 r9, r1.zzyx, c3.ywxz
rsq r9.yw, -v14.w
exp r1, r3.y
mul r11.xyw, c1.xzxw, -r6
exp r6, c255.z
expp r3.yw, r11.x
exp r0, -r1.y
logp r8.y, c0[a0.x].z
m4x3 r9.xyz, -r4, c28
m3x3 r8.xyz, -r1.yxw, c80
mul r6.xzw, -r0.yyyw, c2.xxwy
rsq r7, r4.w
m3x2 r3.xy, r1.wwx, c245
m4x3 r2.xyz, r6.xzw, c132
min oPos, r9, r9.yzwz
min oT3, r10, -r4
max oT4.xy, c4[a0.x].zzx, -r0
max oT6.xy, c0.xwzw, r11.yxw
