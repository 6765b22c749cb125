// case: random/valid/vs_1_1/7 (validate)
// expect: valid
// case: random/assemble/vs_1_1/7 (assemble)
// expect: the tokens of valid-vs_1_1-7.bin
// origin: random seed 1 vs_1_1 #7
vs_1_1
dcl_color15 v9
dcl_position v11
def c41, -2.0, -2.763693e-31, 1.0, 292992330000000.0
min r10, v9, -v9
slt r5, -c255.xwzy, -v11
rcp r1, c1.x
m3x3 r10.xyz, r5, c224
sge r10, -c0, r5.zzxw
sge r5, v11, -r10.zyxw
logp r10.yz, c0.z
add r11, v9, -c2.zwy
mov a0.x, r11.z
lit r10, -c2
rcp r10, -c1.z
m3x3 r11.xyz, v11, c91
m3x2 r3.xy, r11.yzzw, c233
sub r4, -c4[a0.x], v9.yxyz
max r3, c0, c0[a0.x]
m4x4 r0, -r3.xzxz, c91
exp r8, r4.x
m3x2 r4.xy, r8.wxxz, c224
min r3, -r11, -r11.zzx
m4x3 r9.xyz, -r0, c226
dst r7.zw, v9, -r8
mov a0.x, r9.y
log r0, r10.y
mov r8, -c1
nop
sub r3, r10, c0.xzwz
frc r10.y, c0.yyyz
nop
lit r7.yz, -r0
m4x3 r5.xyz, r11, c210
exp r1, r8.y
rsq r7.xw, c2.z
mul oPos, c255.xyw, -r1
mul oD1.w, r11, -r1.zywy
mul oT2, r1.wwxy, v11
mov oT6.xyz, r9
add oT7.xy, v9.zxy, r9.yzwx
