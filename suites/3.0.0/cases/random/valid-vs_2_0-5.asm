// case: random/valid/vs_2_0/5 (validate)
// expect: valid
// case: random/assemble/vs_2_0/5 (assemble)
// expect: the tokens of valid-vs_2_0-5.bin
// origin: random seed 1 vs_2_0 #5
vs_2_0
dcl_binormal5 v12
dcl_binormal14 v6
dcl_position v11
defi i3, 2, 4, 2, 0
mov r7.xyw, -v6.zzyw
dp3 r6, c3.zx, -v11
nrm r5, r6
m4x4 r9, v12, c88
sge r7.x, v11.zwwy, v11
dst r8, c2, -v12
m3x4 r1, -v6, c43
lrp r6.x, v12, r7, c255
dp3 r2, v6, r9.xyyw
callnz l14, b12
sgn r4.xyz, v6.xzx, r1, r2
mov r11, r6
expp r8, v6.y
m3x2 r5.xy, -v11, c200
nop
m3x4 r10, r4.zxxw, c189
mul oPos, -r10, c1.yw
mov oD0.zw, c3
mul oD1.zw, r10, v11.xyyz
min oT1, r11.yywy, -v11
mad oT3, c3.wxz, r9, v12.wzzw
add oT4, r6, c1.xzyz
max oT5, r7.ywy, -r4.xxyz
mov oFog, r8.z
mov oPts, c1.w
ret
label l14
frc r4, r8.yzzx
sge r7, -v11.yxxy, -c255.wxxy
mul r2.z, -v11, c1
nrm r1.xyz, -c0
ret
