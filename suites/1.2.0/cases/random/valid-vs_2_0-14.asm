// case: random/valid/vs_2_0/14 (validate)
// expect: valid
// case: random/assemble/vs_2_0/14 (assemble)
// expect: the tokens of valid-vs_2_0-14.bin
// origin: random seed 1 vs_2_0 #14
vs_2_0
dcl_position v0
dcl_texcoord14 v4
defi i12, 1, 2, 1, 0
dcl_binormal7 v13
mul r8, -c2.wwx, c3
sub r8, -r8.xxxz, -c1.wzyz
m3x3 r4.xyz, r8, c139
dst r0, -v4.zyxz, -r4.yyyx
dst r2, c0.yxwz, c255.wzzy
lit r4.w, r0.wwy
frc r9.yzw, c1.wywz
sub r1.yzw, r4, -c255
mul r5.y, -c2.zzyz, -v13
lrp r2, r4, -v4, c255
crs r4.z, c2, c255
add oPos, r9.wyw, v4
mul oT1.xyz, r4.zzwz, c3
min oT6.xy, r8, -c0.xwxw
min oT7.xyz, -c1, -c3.wywx
