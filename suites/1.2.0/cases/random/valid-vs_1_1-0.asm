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
dst r3.yw, c1.xwzx, v11
m3x3 r2.xyz, v2.zzxy, c61
m3x4 r2, v14.zzx, c213
add r1.xyw, -c2, v2.wzxy
dp3 r0, c3, v14
m3x4 r6, r0, c16
lit r7.zw, c0.xwyw
logp r2, -r6.w
dp4 r1.yw, -c0, -r2.yzxw
rsq r7.xz, -v2.x
mad r0.yw, -v11.zyz, r2, c0
mad r6, -r0.wyzx, -v2.wzzy, c0
mad r10, r2.yxwz, r6, c1.yxwx
min r2, -v2, r1.wyxw
rsq r5, v11.x
max r2.xyz, r0, -c255.yyzx
add r9, r6, -r5.xyxw
lit r7, c2.xwxw
logp r9, v11.x
mov a0.x, r6.z
rcp r3.xyz, v14.y
rsq r10.xzw, -c0[a0.x].z
mov a0.x, -r10.z
m3x4 r7, -r3, c226
mul r5.yz, c255.yyyw, v2
m3x3 r11.xyz, -v2, c143
mad r4, r7.yyw, c3.wzxy, v14
nop
frc r5.xy, c1
rsq r0, -r7.y
sub r6, c0.xyzy, c0[a0.x]
m3x3 r5.xyz, r11, c227
mad r10, v14, v14, -c255
m3x3 r0.xyz, r3, c97
dp4 r0, -r2, c2
m3x2 r2.xy, r11, c227
m3x2 r0.xy, r1.wyxw, c209
lit r3, v11.xwyz
exp r9, r5.y
mul r4.xz, -r0.zzzy, r0
mul oPos, r9, c0.xyz
min oT1.xyz, -c0[a0.x], -c0.zyxz
min oT3.xy, c0.wxwz, -r0.zwyw
mul oT7.xyz, c2.zwzy, -v11
