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
min r11, c3.yzxz, v14.zywz
exp r11.xyw, -c255.w
sge r1, c255, -r11
m3x4 r9, -v14, c167
add r8.xyw, v15, v15.xzzx
min r3, -v15, c0.zywx
frc r9.xy, -r11
mad r0, r9.zzy, c2, -r3
rsq r10.xyz, -c255.z
dst r4.xyz, -r0.zzwx, r8.wwyx
mov a0.x, -c0.w
m3x4 r9, r0, c13
rsq r4.xyw, -c1.z
mad r4, r0.xzzw, c4[a0.x], r0.zxzw
rsq r10.w, r11.w
add r1.yzw, -v14, -r10
mov r6, r3.xzwz
rsq r8, r10.w
m4x3 r4.xyz, v14.zwwz, c196
dp3 r9.x, -r11.wwyz, c8[a0.x].xwzx
dp4 r9, c8[a0.x].zzyx, r1.ywxz
rsq r9.yw, -r9.w
exp r1, r10.y
mul r11.xyw, r0.xzxw, -v15
exp r6, c0.z
expp r3.yw, r11.x
exp r0, -r1.y
logp r8.y, c0.z
m4x3 r9.xyz, -v15, c28
m3x3 r8.xyz, -r1.yxw, c80
mul r6.xzw, -r0.yyyw, c2.xxwy
rsq r7, r4.w
m3x2 r3.xy, r1.wwx, c245
m4x3 r2.xyz, r4.xzw, c132
min oPos, r7, r1.yzwz
min oT3, c0[a0.x], -c0[a0.x]
max oT4.xy, r9.zzx, -r3
max oT6.xy, c0.xwzw, r11.yxw
