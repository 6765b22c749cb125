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
rsq r7.zw, -c2.w
expp r11.xz, v3.y
min r9, -v3.yxy, v3.zwxz
sge r3, v10.xyyz, v10
max r3, v10, -r3
frc r3.xy, -c3.xwx
log r0, -r7.z
dst r4, c0, -v3
frc r3.y, -c2
sub r10.yzw, -r9, v2
sub r6, -c1.xwy, -r9
mov a0.x, r9.z
dst r11, v2, -c0.xzzw
mov a0.x, c2.y
slt r3, -r6, c8[a0.x].w
m3x3 r2.xyz, v10, c168
max r9.xyz, c4[a0.x].wxwy, c4
exp r2, -r11.x
lit r1, r0.wyzw
dp4 r10, v3, c3.xwyw
mad r10, c8[a0.x], v10, r2
mad r11, v2, c4[a0.x].yyyx, c4.xyx
m4x4 r7, r1.wyw, c152
max r11.y, r10, c4[a0.x].ywxz
mad r11.w, c3, r11.wzwx, r9
add r7, v10.zywx, -c255
dst r6, -r11.zxwx, r1
max r2, c3, -v3.yzxy
mov r11.yz, r4
add oPos, -v10, -c0
mov oT0.xyz, -v10
mul oT2, v3.zyyz, -r11.zxzy
mul oT3.xyz, -r0, -r2.xwyw
mul oT7.xyz, -r2, r10
