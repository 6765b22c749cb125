// case: random/valid/vs_1_1/13 (validate)
// expect: valid
// case: random/assemble/vs_1_1/13 (assemble)
// expect: the tokens of valid-vs_1_1-13.bin
// origin: random seed 1 vs_1_1 #13
vs_1_1
def c24, 1.0, -1.0, 935106500000000.0, 1.0
def c10, 0.0, 0.0, 0.125, 0.5
dcl_position v10
logp r3, c0.y
frc r0.y, c0.yzyw
m4x3 r8.xyz, r3.zzyx, c136
m3x4 r5, r3, c232
slt r5.xyz, r5.zxwx, c3
frc r3.y, c1.wzzx
mul r11, c0, r3.xwzw
dp3 r4, c3, r3.zyxy
sge r1.yzw, v10.xyyx, -c0
expp r7, r5.w
m3x2 r4.xy, r8.yyyz, c126
mad r10, r3.xwyz, v10.zxy, c0
logp r1, c2.x
dp3 r11.x, c0, -c0.zyyw
nop
mad r0, r4, r10, v10
mov oPos, r10.zwyw
mul oD0.z, c1, r1.xxyw
mov oT1.xy, r8
max oT7.xy, r5.wyx, r10.xywz
mov oFog, c1.z
