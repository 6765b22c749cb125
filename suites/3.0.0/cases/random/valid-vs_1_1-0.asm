// case: random/valid/vs_1_1/0 (validate)
// expect: valid
// case: random/assemble/vs_1_1/0 (assemble)
// expect: the tokens of valid-vs_1_1-0.bin
// origin: random seed 1 vs_1_1 #0
vs_1_1
dcl_position v11
dcl_fog7 v14
dcl_fog v2
def c54, 0.125, 6.3978796e-28, 0.25, 0.5
expp r3.yw, -c1.z
exp r2.xz, c3.z
mad r8, c3, v11.zzx, -v11
rsq r9, r8.y
m4x3 r4.xyz, -r8.yywy, c39
mov a0.x, c1.w
m3x4 r6, r4, c16
lit r7.zw, c1.xwyw
logp r2, -v2.w
dp4 r1.yw, -c4[a0.x], -v2.yzxw
rsq r7.xz, -v11.x
mad r0.yw, -c0[a0.x].zyz, r3, v11
mad r6, -c4[a0.x].wyzx, -v14.wzzy, r2
mad r10, c0[a0.x].yxwz, r8, r8.yxwx
min r2, -r6, v11.wyxw
rsq r5, r2.x
max r2.xyz, c255, -v11.yyzx
add r9, c0, -r8.xyxw
lit r7, c8[a0.x].xwxw
logp r9, c8[a0.x].x
mov a0.x, r4.z
rcp r3.xyz, v11.y
rsq r10.xzw, -c1.z
mov a0.x, -r2.z
m3x4 r7, -r6, c226
mul r5.yz, c2.yyyw, r5
m3x3 r11.xyz, -v2, c143
mad r4, r7.yyw, c3.wzxy, v14
nop
frc r5.xy, c2
rsq r0, -r1.y
sub r6, v14.xyzy, r10
m3x3 r5.xyz, r0, c227
mad r10, v11, r5, -r10
m3x3 r0.xyz, v11, c97
dp4 r0, -v11, c3
m3x2 r2.xy, r4, c227
m3x2 r0.xy, r2.wyxw, c209
lit r3, r2.xwyz
exp r9, c4[a0.x].y
min oPos, c0.zyyw, r4.xw
mov oT1.xyz, v11.zwxw
mul oT3.xy, r8.xyz, -r2
mov oT7.xyz, -r3.zyxz
