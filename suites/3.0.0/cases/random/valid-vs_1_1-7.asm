// case: random/valid/vs_1_1/7 (validate)
// expect: valid
// case: random/assemble/vs_1_1/7 (assemble)
// expect: the tokens of valid-vs_1_1-7.bin
// origin: random seed 1 vs_1_1 #7
vs_1_1
dcl_color15 v9
dcl_position v11
def c41, -2.0, -2.763693e-31, 1.0, 292992330000000.0
rsq r10, v9.w
expp r6.z, v11.y
mov a0.x, -c2.y
dp3 r1, v11.wxxz, c3.wywy
mad r10, -r10.ywxy, r10.zzxw, c1.wywx
slt r4, c0[a0.x].wwwz, v11
max r8, c0, r4
mad r6, c3.yyxz, -c3.zxyz, r10.zzxw
m3x2 r2.xy, -r8.zwwz, c111
m3x3 r11.xyz, r1, c91
m3x2 r3.xy, r11.yzzw, c233
sub r4, -r10, r11.yxyz
max r3, c0, c0[a0.x]
m4x4 r0, -v11.xzxz, c91
exp r8, c3.x
m3x2 r4.xy, v9.wxxz, c224
min r3, -v11, -r1.zzx
m4x3 r9.xyz, -r6, c226
dst r7.zw, v9, -r3
mov a0.x, c8[a0.x].y
log r0, r6.y
mov r8, -r6
nop
sub r3, c2, r0.xzwz
frc r10.y, r8.yyyz
nop
lit r7.yz, -r0
m4x3 r5.xyz, r10, c210
exp r1, r8.y
rsq r7.xw, r11.z
log r6.xz, r3.y
dp3 r7, r5.xzzy, v9
mul oPos, c2, r0
mov oD1.w, c3
add oT2, r4.zxy, c1.yzwx
mov oT6.xyz, c3.xzy
add oT7.xy, -r7, r11
